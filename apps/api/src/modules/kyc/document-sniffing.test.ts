import { describe, expect, it } from 'vitest';
import { inlineDisposition, sniffDocumentType, storedFileName } from './document-sniffing.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('sniffDocumentType', () => {
  it('knows JPEG, PNG and PDF by their first bytes', () => {
    expect(sniffDocumentType(bytes(0xff, 0xd8, 0xff, 0xe0, 0))).toBe('image/jpeg');
    expect(sniffDocumentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffDocumentType(Buffer.from('%PDF-1.4\n'))).toBe('application/pdf');
  });
  it('refuses anything else, however short or named', () => {
    expect(sniffDocumentType(Buffer.from('<html><script>alert(1)</script>'))).toBeUndefined();
    expect(sniffDocumentType(Buffer.from('GIF89a'))).toBeUndefined();
    expect(sniffDocumentType(bytes(0x89, 0x50))).toBeUndefined();
    expect(sniffDocumentType(bytes())).toBeUndefined();
  });
});

describe('file names', () => {
  it('keeps the last path segment without control characters or quotes', () => {
    expect(storedFileName('C:\\Users\\me\\pass"port.png', 'image/png')).toBe('passport.png');
    expect(storedFileName('   ', 'application/pdf')).toBe('document.pdf');
  });
  it('writes an ASCII fallback beside the UTF-8 name', () => {
    expect(inlineDisposition('résumé.pdf')).toBe(`inline; filename="r_sum_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`);
  });
});
