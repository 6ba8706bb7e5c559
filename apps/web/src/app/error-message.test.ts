// @vitest-environment happy-dom
import { ERROR_CODES, type ErrorCode } from '@exchange/contract/platform/error-codes';
import { screen } from '@testing-library/react';
import { createElement as h } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmReasonButton } from '../components/ConfirmReasonButton.tsx';
import { renderWithProviders } from '../testing/render.tsx';
import { ApiRequestError } from './api-request-error.ts';
import { errorMessage } from './error-message.ts';
import { fieldErrorsOf } from './form-errors.ts';
import { applyLanguage } from './i18n/i18n.ts';
import ar from './i18n/locales/ar.json';
import en from './i18n/locales/en.json';

/** The texts under a section, by dotted key. */
function flatten(node: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (typeof node === 'string') into.set(prefix, node);
  else if (typeof node === 'object' && node !== null) for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, into);
  return into;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the texts of the API error codes', () => {
  const english = flatten(en.apiErrors);

  it('exist for every code of the contract, and for nothing else', () => {
    expect([...english.keys()].sort()).toEqual(Object.keys(ERROR_CODES).sort());
  });

  it('fill in exactly the params the contract gives each code', () => {
    const wrong = Object.entries(ERROR_CODES).flatMap(([code, params]) => {
      const used = placeholders(english.get(code) ?? '');
      return used.join() === [...params].sort().join() ? [] : [`${code}: text uses {${used.join()}}, contract gives {${[...params].join()}}`];
    });
    expect(wrong).toEqual([]);
  });
});

describe('a server error in Arabic', () => {
  beforeAll(async () => {
    await applyLanguage('ar');
  });
  afterAll(async () => {
    await applyLanguage('en');
  });

  const refusal = (status: number, code: ErrorCode | string, message: string, params = {}) => new ApiRequestError(status, code, message, [], params);

  it('is shown in Arabic from its code, not in the server\'s English', () => {
    const shown = errorMessage(refusal(401, 'auth.invalidCredentials', 'Invalid email or password'));
    expect(shown).toBe(ar.apiErrors.auth.invalidCredentials);
    expect(shown).not.toBe('Invalid email or password');
  });

  it('fills in its params, a status by its Arabic label and a country by its Arabic name', () => {
    expect(errorMessage(refusal(409, 'reward.cannotApprove', 'This reward is REJECTED: it cannot be approved', { status: 'REJECTED' })))
      .toBe(ar.apiErrors.reward.cannotApprove.replace('{{status}}', ar.status.REJECTED));
    const limit = errorMessage(refusal(409, 'paymentMethodLimit.withdrawalExists', 'this payment method has a WITHDRAWAL limit for NG already', { country: 'NG' }));
    expect(limit).toBe(ar.apiErrors.paymentMethodLimit.withdrawalExists.replace('{{country}}', new Intl.DisplayNames(['ar'], { type: 'region' }).of('NG') ?? 'NG'));
    expect(limit).not.toMatch(/WITHDRAWAL|NG/);
  });

  it('names a field by its Arabic label, never by its API name', () => {
    const error = new ApiRequestError(400, 'auth.invalidOtp', 'gAuthCode: is not a valid code', [
      { field: 'gAuthCode', code: 'auth.invalidOtp', message: 'is not a valid code' },
    ]);
    expect(errorMessage(error)).toBe(`${ar.apiFields.gAuthCode}: ${ar.apiErrors.auth.invalidOtp}`);
    expect(errorMessage(error)).not.toContain('gAuthCode');
    // On the form, under the field and its label, the text alone.
    expect(fieldErrorsOf(error, ['gAuthCode', 'loginPassword'] as const)).toEqual([{ name: 'gAuthCode', errors: [ar.apiErrors.auth.invalidOtp] }]);
  });

  it('keeps the server\'s message for a code this console does not know yet', () => {
    expect(errorMessage(refusal(409, 'ledger.frozen', 'The ledger is frozen for the audit'))).toBe('The ledger is frozen for the audit');
  });

  it('reaches the screen in Arabic: the toast of a refused decision, the text under the reason', async () => {
    const fourEyes = refusal(409, 'reward.fourEyes', 'Four-eyes rule: you approved this reward, so another admin must disburse it');
    const refused = renderWithProviders(h(ConfirmReasonButton, { label: 'pay', title: 'pay?', testId: 'pay', onConfirm: vi.fn().mockRejectedValue(fourEyes) }));
    await refused.user.click(screen.getByTestId('pay'));
    await refused.user.click(await screen.findByTestId('pay-confirm'));
    await vi.waitFor(() => expect(refused.messages.error).toHaveBeenCalledWith(ar.apiErrors.reward.fourEyes, 6));
    refused.unmount();

    const tooLong = new ApiRequestError(400, 'validation.tooLong', 'reason: Too big', [
      { field: 'reason', code: 'validation.tooLong', message: 'Too big: expected string to have <=500 characters', params: { max: 500 } },
    ]);
    const form = renderWithProviders(h(ConfirmReasonButton, { label: 'hold', title: 'hold?', testId: 'hold', reason: 'required', onConfirm: vi.fn().mockRejectedValue(tooLong) }));
    await form.user.click(screen.getByTestId('hold'));
    await form.user.type(await screen.findByTestId('hold-reason'), 'Checking');
    await form.user.click(screen.getByTestId('hold-confirm'));
    expect(await screen.findByText(ar.apiErrors.validation.tooLong.replace('{{max}}', '500'))).toBeTruthy();
  });
});
