import type { BannerImageType } from '@exchange/contract/banners/banner-rules';

export interface ImageFacts {
  type: BannerImageType;
  width: number;
  height: number;
}

const startsWith = (content: Buffer, bytes: readonly number[], at = 0) => content.length >= at + bytes.length && bytes.every((byte, i) => content[at + i] === byte);
const ascii = (content: Buffer, at: number, text: string) => content.length >= at + text.length && content.toString('latin1', at, at + text.length) === text;

/** PNG: the signature, then the IHDR chunk with the width and height (big-endian). */
function png(content: Buffer): ImageFacts | undefined {
  if (!startsWith(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) || !ascii(content, 12, 'IHDR') || content.length < 24) return undefined;
  return { type: 'image/png', width: content.readUInt32BE(16), height: content.readUInt32BE(20) };
}

/** The JPEG start-of-frame markers (SOF0-SOF15 but DHT, JPG and DAC), which carry the frame's size. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** JPEG: SOI, then segments up to the first start-of-frame, whose height and width are read. */
function jpeg(content: Buffer): ImageFacts | undefined {
  if (!startsWith(content, [0xff, 0xd8, 0xff])) return undefined;
  let at = 2;
  while (at + 9 < content.length) {
    if (content[at] !== 0xff) return undefined;
    const marker = content[at + 1] ?? 0;
    // Fill bytes and markers without a length.
    if (marker === 0xff) { at += 1; continue; }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) { at += 2; continue; }
    if (SOF.has(marker)) return { type: 'image/jpeg', height: content.readUInt16BE(at + 5), width: content.readUInt16BE(at + 7) };
    at += 2 + content.readUInt16BE(at + 2);
  }
  return undefined;
}

/** WebP: a RIFF "WEBP" file whose first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended). */
function webp(content: Buffer): ImageFacts | undefined {
  if (!ascii(content, 0, 'RIFF') || !ascii(content, 8, 'WEBP') || content.length < 30) return undefined;
  if (ascii(content, 12, 'VP8 ') && startsWith(content, [0x9d, 0x01, 0x2a], 23)) {
    return { type: 'image/webp', width: content.readUInt16LE(26) & 0x3fff, height: content.readUInt16LE(28) & 0x3fff };
  }
  if (ascii(content, 12, 'VP8L') && content[20] === 0x2f) {
    const bits = content.readUInt32LE(21);
    return { type: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (ascii(content, 12, 'VP8X')) return { type: 'image/webp', width: content.readUIntLE(24, 3) + 1, height: content.readUIntLE(27, 3) + 1 };
  return undefined;
}

/**
 * What an image is and how large, from its bytes alone: the name and the uploader's Content-Type
 * are never believed (an HTML page called banner.png is still HTML). Undefined for anything that
 * is not a PNG, JPEG or WebP whose header gives its size.
 */
export function sniffBannerImage(content: Buffer): ImageFacts | undefined {
  const facts = png(content) ?? jpeg(content) ?? webp(content);
  return facts && facts.width > 0 && facts.height > 0 ? facts : undefined;
}
