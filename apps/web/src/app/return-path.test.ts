import { describe, expect, it } from 'vitest';
import { readSignInParams, signInAfterExpiry } from './return-path.ts';

const read = (url: string) => readSignInParams(new URL(url, 'https://console.example').searchParams);

describe('return after sign-in', () => {
  it('brings back the page and its filters', () => {
    const url = signInAfterExpiry({ pathname: '/P2PTransactions', search: '?status=ALL&type=SELL' });
    expect(read(url)).toEqual({ sessionEnded: true, returnTo: '/P2PTransactions?status=ALL&type=SELL' });
  });

  it('never sends the admin to another site or back to /signin', () => {
    for (const next of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'P2PTransactions', '/signin?next=/x']) {
      expect(read(`/signin?reason=expired&next=${encodeURIComponent(next)}`).returnTo, next).toBeUndefined();
    }
  });

  it('leaves the sign-in page as the first ended call made it when the page\'s other calls end too', () => {
    const first = signInAfterExpiry({ pathname: '/P2PTransactions', search: '?status=ALL' });
    const [pathname = '', query = ''] = first.split('?');
    expect(signInAfterExpiry({ pathname, search: `?${query}` })).toBe(first);
    expect(read(first)).toEqual({ sessionEnded: true, returnTo: '/P2PTransactions?status=ALL' });
  });

  it('says nothing of an ended session after a plain sign-out', () => {
    expect(read('/signin')).toEqual({ sessionEnded: false, returnTo: undefined });
  });
});
