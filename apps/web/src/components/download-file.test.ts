import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './download-file.ts';

describe('filenameFromDisposition', () => {
  it('reads quoted and bare names', () => {
    expect(filenameFromDisposition('attachment; filename="p2p-orders-2024-01-01.csv"')).toBe('p2p-orders-2024-01-01.csv');
    expect(filenameFromDisposition('attachment; filename=orders.csv')).toBe('orders.csv');
  });

  it('prefers the RFC 5987 name', () => {
    expect(filenameFromDisposition(`attachment; filename="a.csv"; filename*=UTF-8''r%C3%A9sum%C3%A9.csv`)).toBe('résumé.csv');
  });

  it('strips paths and gives up on nothing', () => {
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('_.._etc_passwd');
    expect(filenameFromDisposition(null)).toBeUndefined();
    expect(filenameFromDisposition('attachment')).toBeUndefined();
  });
});
