import { describe, expect, it } from 'vitest';
import { checkDesignFileName, detectDesignFileType, extensionMatches } from './files';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)).concat(Array(16).fill(0)));

describe('design file names (spec §5)', () => {
  it('accepts letters, digits and Chinese with size information', () => {
    for (const name of ['card90x54.pdf', 'Flyer210X297.ai', '名片90x54.PDF', 'box300x200x100.zip']) {
      expect(checkDesignFileName(name), name).toBeNull();
    }
  });
  it('refuses other characters, missing size and unknown extensions', () => {
    expect(checkDesignFileName('my card 90x54.pdf')).toBe('file_name_chars');
    expect(checkDesignFileName('card_90x54.pdf')).toBe('file_name_chars');
    expect(checkDesignFileName('card-90x54.pdf')).toBe('file_name_chars');
    expect(checkDesignFileName('ملف90x54.pdf')).toBe('file_name_chars');
    expect(checkDesignFileName('businesscard.pdf')).toBe('file_name_no_size');
    expect(checkDesignFileName('card90.pdf')).toBe('file_name_no_size');
    expect(checkDesignFileName('card90x54.exe')).toBe('file_type');
    expect(checkDesignFileName('card90x54')).toBe('file_type');
  });
});

describe('file type by magic bytes', () => {
  it('recognises the design formats', () => {
    expect(detectDesignFileType(bytes('%PDF-1.7'))).toBe('pdf');
    expect(detectDesignFileType(bytes('%!PS-Adobe-3.0 EPSF'))).toBe('eps');
    expect(detectDesignFileType(bytes('8BPS'))).toBe('psd');
    expect(detectDesignFileType(bytes([0x49, 0x49, 0x2a, 0x00]))).toBe('tiff');
    expect(detectDesignFileType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(detectDesignFileType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(detectDesignFileType(bytes('RIFF', [0, 0, 0, 0], 'CDRXvrsn'))).toBe('cdr');
    expect(detectDesignFileType(bytes([0x50, 0x4b, 0x03, 0x04]))).toBe('zip');
  });
  it('refuses anything else, whatever its name says', () => {
    expect(detectDesignFileType(bytes('MZ'))).toBeNull(); // a Windows executable
    expect(detectDesignFileType(bytes('<html>'))).toBeNull();
    expect(detectDesignFileType(new Uint8Array())).toBeNull();
  });
  it('matches content to extension', () => {
    expect(extensionMatches('card90x54.pdf', 'pdf')).toBe(true);
    expect(extensionMatches('card90x54.ai', 'pdf')).toBe(true);
    expect(extensionMatches('card90x54.pdf', 'png')).toBe(false);
  });
});
