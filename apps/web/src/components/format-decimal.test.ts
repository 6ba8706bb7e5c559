import { describe, expect, it } from 'vitest';
import { addDecimals, decimalSeparators, formatDecimal } from './format-decimal.ts';

describe('formatDecimal', () => {
  it('groups the integer digits by three', () => {
    expect(formatDecimal('0')).toBe('0');
    expect(formatDecimal('999')).toBe('999');
    expect(formatDecimal('1000')).toBe('1,000');
    expect(formatDecimal('1234567.5')).toBe('1,234,567.5');
  });

  it('keeps every decimal the API gave, trailing zeros included', () => {
    expect(formatDecimal('0.00000001')).toBe('0.00000001');
    expect(formatDecimal('1500.10')).toBe('1,500.10');
    expect(formatDecimal('2.50000000')).toBe('2.50000000');
  });

  it('never rounds through a float', () => {
    // 18 integer digits: Number() would print 123456789012345680.
    expect(formatDecimal('123456789012345678.12345678')).toBe('123,456,789,012,345,678.12345678');
    expect(formatDecimal('9007199254740993')).toBe('9,007,199,254,740,993');
  });

  it('handles signs and leading zeros', () => {
    expect(formatDecimal('-1234.5')).toBe('-1,234.5');
    expect(formatDecimal('+12')).toBe('12');
    expect(formatDecimal('0001234')).toBe('1,234');
    expect(formatDecimal('000.5')).toBe('0.5');
  });

  it('returns what is not a plain decimal unchanged', () => {
    expect(formatDecimal('')).toBe('');
    expect(formatDecimal('abc')).toBe('abc');
    expect(formatDecimal('1e5')).toBe('1e5');
    expect(formatDecimal('1.')).toBe('1.');
  });

  it('uses the language\'s marks with Latin digits', () => {
    expect(formatDecimal('1234567.89', decimalSeparators('de'))).toBe('1.234.567,89');
    expect(formatDecimal('1234567.89', decimalSeparators('fr'))).toBe('1\u202f234\u202f567,89');
    expect(formatDecimal('1234567.89', decimalSeparators('ar'))).toBe('1,234,567.89');
    expect(formatDecimal('1234.5', decimalSeparators('en'))).toBe('1,234.5');
  });
});

describe('addDecimals', () => {
  it('adds exactly, keeping the longest scale', () => {
    expect(addDecimals(['0.1', '0.2'])).toBe('0.3');
    expect(addDecimals(['15.57573402', '38.26191313', '169.5888965'])).toBe('223.42654365');
    expect(addDecimals(['123456789012345678.12345678', '0.00000001'])).toBe('123456789012345678.12345679');
    expect(addDecimals(['1', '2'])).toBe('3');
    expect(addDecimals([])).toBe('0');
  });

  it('handles negatives and ignores what is not a decimal', () => {
    expect(addDecimals(['-1.5', '0.25'])).toBe('-1.25');
    expect(addDecimals(['0.005', 'abc'])).toBe('0.005');
  });
});
