import { describe, expect, it } from 'vitest';
import { changedFields } from '../../../components/changed-fields.ts';
import { maskAccountNumber, normalizePaymentMethod } from './payment-method-form.ts';

describe('maskAccountNumber', () => {
  it('shows the last four characters only', () => {
    expect(maskAccountNumber('AE07 0331 2345 6789 0123 456')).toBe('••••••••3456');
    expect(maskAccountNumber('12345678')).toBe('••••5678');
  });

  it('hides a number too short to show any of it', () => {
    expect(maskAccountNumber('1234')).toBe('••••');
  });
});

describe('the payment method form diff', () => {
  const method = { type: 'BANK_TRANSFER' as const, label: 'Main', accountName: 'Ada', accountNumber: '12345678', bankName: null };

  it('treats an empty bank name as none', () => {
    expect(changedFields(normalizePaymentMethod(method), normalizePaymentMethod({ ...method, bankName: '  ' }))).toEqual({});
  });

  it('sends a cleared bank name as null and a new one trimmed', () => {
    const withBank = normalizePaymentMethod({ ...method, bankName: 'Emirates NBD' });
    expect(changedFields(withBank, normalizePaymentMethod({ ...method, bankName: '' }))).toEqual({ bankName: null });
    expect(changedFields(normalizePaymentMethod(method), normalizePaymentMethod({ ...method, bankName: ' HSBC ' }))).toEqual({ bankName: 'HSBC' });
  });
});
