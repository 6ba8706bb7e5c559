import type { KycDocumentContentType } from '@exchange/contract/kyc/kyc-reviews';

/** The first bytes of each accepted file type (its "magic number"). */
const SIGNATURES: readonly { type: KycDocumentContentType; magic: readonly number[] }[] = [
  { type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // "%PDF-"
  { type: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/**
 * What a file is, by its content alone: a JPEG, PNG or PDF, or undefined for anything else. The
 * name and the uploader's Content-Type are never believed (an HTML page called passport.png is
 * still HTML, and a browser told it is an image cannot run it only because we say so here).
 */
export function sniffDocumentType(content: Uint8Array): KycDocumentContentType | undefined {
  return SIGNATURES.find(({ magic }) => content.length >= magic.length && magic.every((byte, i) => content[i] === byte))?.type;
}

/** The file name as stored: the last path segment, printable, at most 200 characters; never empty. */
export function storedFileName(name: string | undefined, type: KycDocumentContentType): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 200);
  return clean || `document.${EXTENSIONS[type]}`;
}

export const EXTENSIONS: Record<KycDocumentContentType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/** A Content-Disposition value that any browser parses: an ASCII fallback and the UTF-8 name (RFC 6266). */
export function inlineDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._ -]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
