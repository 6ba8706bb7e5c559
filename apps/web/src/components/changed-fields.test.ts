import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields.ts';
import { normalizeMerchant } from '../features/p2p/merchants/merchant-form.ts';

describe('changedFields', () => {
  it('keeps only what differs', () => {
    const before = { name: 'Ada', email: 'ada@example.com', phone: '+44 20 1234', country: 'GB' };
    const after = { ...before, phone: '+44 20 9999' };
    expect(changedFields(before, after)).toEqual({ phone: '+44 20 9999' });
  });

  it('is empty when nothing changed', () => {
    const values = { label: 'Main', bankName: null, paymentMethodIds: ['a', 'b'] };
    expect(changedFields(values, { ...values })).toEqual({});
  });

  it('compares choice lists regardless of order', () => {
    const before = { paymentMethodIds: ['a', 'b'] as readonly string[] };
    expect(changedFields(before, { paymentMethodIds: ['b', 'a'] })).toEqual({});
    expect(changedFields(before, { paymentMethodIds: ['a'] })).toEqual({ paymentMethodIds: ['a'] });
    expect(changedFields(before, { paymentMethodIds: ['a', 'c'] })).toEqual({ paymentMethodIds: ['a', 'c'] });
  });

  it('sees a cleared optional field as a change to null', () => {
    expect(changedFields({ bankName: 'Emirates NBD' as string | null }, { bankName: null })).toEqual({ bankName: null });
  });
});

describe('the merchant form diff', () => {
  const merchant = { name: 'Ada Traders', email: 'ada@example.com', phone: '+44 20 1234 5678', country: 'GB' as const };

  it('ignores spaces and e-mail case the server would drop anyway', () => {
    const edited = normalizeMerchant({ name: '  Ada Traders ', email: 'ADA@Example.com ', phone: '+44 20 1234 5678', country: 'GB' });
    expect(changedFields(normalizeMerchant(merchant), edited)).toEqual({});
  });

  it('sends the changed fields, trimmed', () => {
    const edited = normalizeMerchant({ ...merchant, name: ' Ada Trading ', country: 'AE' });
    expect(changedFields(normalizeMerchant(merchant), edited)).toEqual({ name: 'Ada Trading', country: 'AE' });
  });
});
