import type { PaymentMethodLimit } from '@exchange/contract/payment-methods/payment-methods';
import { describe, expect, it } from 'vitest';
import { amountProblem, changedLimitFields, depositsInOrder, limitFormValues, normalizeLimit } from './limit-form.ts';
import { isHttpsUrl, normalizePaymentMethod } from './payment-method-form.ts';

const limit: PaymentMethodLimit = {
  id: 'l1',
  paymentMethodId: 'm1',
  country: 'AE',
  type: 'DEPOSIT',
  fee: '1.50',
  feePercentage: '2.00',
  minBuyLimitInUsd: '20.00',
  minDeposit: '50.00',
  maxDeposit: '5000.00',
  processingTime: 'Instant',
  isActive: true,
  archivedAt: null,
  archivedBy: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('limit form', () => {
  it('finds what the server refuses in an amount, in the server\'s order', () => {
    expect(amountProblem(undefined)).toBeNull();
    expect(amountProblem('  ')).toBeNull();
    expect(amountProblem('0')).toBeNull();
    expect(amountProblem('12.5')).toBeNull();
    expect(amountProblem('-0')).toBeNull();
    expect(amountProblem('-1')).toBe('negative');
    expect(amountProblem('-0.01')).toBe('negative');
    expect(amountProblem('1.234')).toBe('format');
    expect(amountProblem('1e3')).toBe('format');
    expect(amountProblem('01')).toBe('format');
    expect(amountProblem('100', '100')).toBeNull();
    expect(amountProblem('100.01', '100')).toBe('aboveMax');
  });

  it('orders deposits exactly and leaves malformed or missing ones to their own rules', () => {
    expect(depositsInOrder('50', '5000')).toBe(true);
    expect(depositsInOrder('5000', '5000.00')).toBe(true);
    expect(depositsInOrder('5000.01', '5000')).toBe(false);
    expect(depositsInOrder('100000000000000000.01', '100000000000000000')).toBe(false);
    expect(depositsInOrder('abc', '1')).toBe(true);
    expect(depositsInOrder('5', '')).toBe(true);
  });

  it('sends only the changed fields, amounts compared by value', () => {
    const values = limitFormValues(limit);
    expect(changedLimitFields(limit, normalizeLimit(values))).toEqual({});
    expect(changedLimitFields(limit, normalizeLimit({ ...values, fee: '1.5', feePercentage: '2', maxDeposit: ' 7500 ' }))).toEqual({ maxDeposit: '7500' });
    expect(changedLimitFields(limit, normalizeLimit({ ...values, isActive: false, processingTime: ' Same day ' }))).toEqual({ isActive: false, processingTime: 'Same day' });
  });
});

describe('payment method form', () => {
  it('accepts only https icons on a named host, and sends an empty one as null', () => {
    expect(isHttpsUrl('https://cdn.example.com/icon.svg')).toBe(true);
    expect(isHttpsUrl('http://cdn.example.com/icon.svg')).toBe(false);
    expect(isHttpsUrl('https://localhost/icon.svg')).toBe(false);
    expect(isHttpsUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpsUrl('https://cdn.example.com/my icon.svg')).toBe(false);
    expect(normalizePaymentMethod({ name: ' Pay ', description: ' ', paymentType: 'CARD', iconUrl: ' ', onRamp: false })).toEqual({
      name: 'Pay',
      description: '',
      paymentType: 'CARD',
      iconUrl: null,
      onRamp: false,
    });
  });
});
