/**
 * Design-file rules (spec §5): under 5 MB; the name holds only Chinese characters, English letters and digits and
 * carries the size (e.g. card90x54.pdf); the type is judged from the file's first bytes, never from its name.
 * Pure: the browser pre-checks with it, the server decides with it.
 */

/** spec §5/§9: uploads under 5 MB. */
export const DESIGN_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** The same limit in MB, as messages state it. */
export const DESIGN_FILE_MAX_MB = DESIGN_FILE_MAX_BYTES / (1024 * 1024);

export type DesignFileType = 'pdf' | 'ai' | 'eps' | 'psd' | 'tiff' | 'jpeg' | 'png' | 'cdr' | 'zip';

/** Extensions accepted for each detected type (an .ai file is PDF- or PostScript-based). */
const EXTENSIONS: Record<string, readonly DesignFileType[]> = {
  pdf: ['pdf'],
  ai: ['ai', 'pdf', 'eps'],
  eps: ['eps'],
  ps: ['eps'],
  psd: ['psd'],
  tif: ['tiff'],
  tiff: ['tiff'],
  jpg: ['jpeg'],
  jpeg: ['jpeg'],
  png: ['png'],
  cdr: ['cdr', 'zip'],
  zip: ['zip'],
};

export const ACCEPTED_EXTENSIONS = Object.keys(EXTENSIONS);

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((b, i) => bytes[offset + i] === b);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The file's real type from its first bytes (at least 16 bytes needed), or null when it is not a design format. */
export function detectDesignFileType(bytes: Uint8Array): DesignFileType | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, ascii('%!PS-Adobe'))) return 'eps';
  if (startsWith(bytes, [0xc5, 0xd0, 0xd3, 0xc6])) return 'eps'; // DOS EPS binary header
  if (startsWith(bytes, ascii('8BPS'))) return 'psd';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('CDR'), 8)) return 'cdr';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip'; // also CorelDRAW X4+ (.cdr is a zip)
  return null;
}

export type FileNameProblem = 'file_name_chars' | 'file_name_no_size' | 'file_type';

/** Size information in a name: two numbers joined by x, e.g. 90x54 or 210X297 (a dot is not an allowed character). */
const SIZE_INFO = /\d+[xX]\d+/;
/** Chinese characters (CJK unified ideographs), English letters and digits only. */
const NAME_CHARS = /^[\u4e00-\u9fffA-Za-z0-9]+$/;

/** Checks a design file's name; null when it is acceptable. */
export function checkDesignFileName(name: string): FileNameProblem | null {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (!Object.hasOwn(EXTENSIONS, extension)) return 'file_type';
  if (!NAME_CHARS.test(base)) return 'file_name_chars';
  if (!SIZE_INFO.test(base)) return 'file_name_no_size';
  return null;
}

/** True when the detected content type may carry this name's extension. */
export function extensionMatches(name: string, type: DesignFileType): boolean {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  // Own keys only: a name ending in .constructor or .__proto__ must not reach Object.prototype.
  return Object.hasOwn(EXTENSIONS, extension) ? (EXTENSIONS[extension]?.includes(type) ?? false) : false;
}
