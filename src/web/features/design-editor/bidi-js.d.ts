/** bidi-js 1.0.3 ships no types: the part of its API the PDF export uses (the Unicode Bidirectional Algorithm, UAX #9). */
declare module 'bidi-js' {
  interface EmbeddingLevels {
    levels: Uint8Array;
    paragraphs: { start: number; end: number; level: number }[];
  }
  interface Bidi {
    getEmbeddingLevels(text: string, direction?: 'ltr' | 'rtl' | 'auto'): EmbeddingLevels;
    /** The mirrored form of a bracket or other mirrored character, or null. */
    getMirroredCharacter(char: string): string | null;
  }
  export default function bidiFactory(): Bidi;
}
