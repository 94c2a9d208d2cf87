/** Minimal byte sequences that start like real image files (magic numbers plus padding). */

function bytes(...parts: Array<number[] | string>): Uint8Array {
  const all = parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part));
  return new Uint8Array([...all, ...new Array<number>(32).fill(0)]);
}

export const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], 'IHDR');
export const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], [0, 16], 'JFIF');
export const GIF = bytes('GIF89a', [1, 0, 1, 0]);
export const GIF87 = bytes('GIF87a', [1, 0, 1, 0]);
export const WEBP = bytes('RIFF', [36, 0, 0, 0], 'WEBPVP8 ');
/** `ftyp` box of 28 bytes: major brand avif. */
export const AVIF = bytes([0, 0, 0, 28], 'ftyp', 'avif', [0, 0, 0, 0], 'avif', 'mif1', 'miaf');
/** HEIF whose compatible brands list avif after the minor version. */
export const AVIF_COMPATIBLE = bytes([0, 0, 0, 24], 'ftyp', 'mif1', [0, 0, 0, 0], 'mif1', 'avif');
/** An ISO-BMFF file that is not AVIF (an MP4 video). */
export const MP4 = bytes([0, 0, 0, 24], 'ftyp', 'isom', [0, 0, 2, 0], 'isom', 'mp41');
export const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
export const XML_SVG = new TextEncoder().encode(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>',
);
export const HTML = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');
