// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { createElement as h } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../app/api-request-error.ts';
import { deferred, renderWithProviders } from '../testing/render.tsx';
import { ConfirmReasonButton, type ConfirmReasonButtonProps } from './ConfirmReasonButton.tsx';

const button = (props: Partial<ConfirmReasonButtonProps> & Pick<ConfirmReasonButtonProps, 'onConfirm'>) =>
  h(ConfirmReasonButton, { label: 'Reject', title: 'Reject this transaction?', reason: 'required', successMessage: 'Rejected', testId: 'reject', ...props });

/** Opens the dialog (and pastes a reason when given one). */
async function open(props: Partial<ConfirmReasonButtonProps> & Pick<ConfirmReasonButtonProps, 'onConfirm'>, reason?: string) {
  const rendered = renderWithProviders(button(props));
  await rendered.user.click(screen.getByTestId('reject'));
  expect(await screen.findByText('Reject this transaction?')).toBeTruthy();
  if (reason !== undefined) {
    await rendered.user.click(screen.getByTestId('reject-reason'));
    await rendered.user.paste(reason);
  }
  return rendered;
}

const confirmButton = () => screen.getByTestId('reject-confirm');
const dialogGone = () => waitFor(() => expect(screen.queryByTestId('reject-confirm')).toBeNull());

describe('ConfirmReasonButton: the reason', () => {
  it('sends nothing without a reason', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const { user } = await open({ onConfirm });
    await user.click(confirmButton());
    expect(await screen.findByText('Please enter a reason')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(confirmButton()).toBeTruthy();
  });

  it('takes blanks for no reason, and asks for three characters', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const { user } = await open({ onConfirm }, '    ');
    await user.click(confirmButton());
    expect(await screen.findByText('Please enter a reason')).toBeTruthy();

    await user.clear(screen.getByTestId('reject-reason'));
    await user.type(screen.getByTestId('reject-reason'), ' ab ');
    await user.click(confirmButton());
    expect(await screen.findByText('The reason must have at least 3 characters')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('sends the trimmed reason once, then closes and says it is done', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const { user, messages } = await open({ onConfirm }, '  Paid twice  ');
    await user.click(confirmButton());
    await dialogGone();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledWith('Paid twice');
    expect(messages.success).toHaveBeenCalledTimes(1);
    expect(messages.success).toHaveBeenCalledWith('Rejected');
  });

  it('sends no reason for an optional note left empty', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const { user } = await open({ onConfirm, reason: 'optional' });
    await user.click(confirmButton());
    await dialogGone();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledWith(undefined);
  });
});

describe('ConfirmReasonButton: one decision per confirmation', () => {
  it('takes no second click or Enter on Confirm while the decision runs', async () => {
    const run = deferred<void>();
    const onConfirm = vi.fn(() => run.promise);
    const { user } = await open({ onConfirm }, 'Paid twice');
    await user.click(confirmButton());
    await waitFor(() => expect(confirmButton().className).toContain('ant-btn-loading'));
    // While it runs: a spinner on Confirm, and no way out of the dialog.
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    await user.click(confirmButton());
    confirmButton().focus();
    await user.keyboard('{Enter}');

    run.resolve();
    await dialogGone();
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('sends a plain confirmation once on a double click', async () => {
    const run = deferred<void>();
    const onConfirm = vi.fn(() => run.promise);
    const { user } = await open({ onConfirm, reason: 'none' });
    await user.dblClick(confirmButton());
    await waitFor(() => expect(onConfirm).toHaveBeenCalled());

    run.resolve();
    await dialogGone();
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('keeps the dialog open on a failure, and lets the admin try again once it has settled', async () => {
    const onConfirm = vi.fn().mockRejectedValueOnce(new ApiRequestError(503, 'UNAVAILABLE', 'The ledger is unavailable')).mockResolvedValueOnce(undefined);
    const { user, messages } = await open({ onConfirm }, 'Paid twice');
    await user.click(confirmButton());
    expect(await screen.findByText('The ledger is unavailable')).toBeTruthy();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(messages.success).not.toHaveBeenCalled();

    await user.click(confirmButton());
    await dialogGone();
    expect(onConfirm).toHaveBeenCalledTimes(2);
    expect(messages.success).toHaveBeenCalledTimes(1);
  });

  it('closes the dialog when the decision can no longer be made (409), saying why', async () => {
    const onConfirm = vi.fn().mockRejectedValue(new ApiRequestError(409, 'CONFLICT', 'Someone else decided first'));
    const { user, messages } = await open({ onConfirm }, 'Paid twice');
    await user.click(confirmButton());
    await dialogGone();
    expect(messages.error).toHaveBeenCalledWith('Someone else decided first', 6);
    expect(messages.success).not.toHaveBeenCalled();
  });

  it('shows a 400 about the reason under the reason, in the console\'s words for its code', async () => {
    const onConfirm = vi.fn().mockRejectedValue(
      new ApiRequestError(400, 'validation.tooLong', 'notes: Too big: expected string to have <=500 characters', [
        { field: 'notes', code: 'validation.tooLong', message: 'Too big: expected string to have <=500 characters', params: { max: 500 } },
      ]),
    );
    const { user } = await open({ onConfirm, reasonField: 'notes' }, 'Paid twice');
    await user.click(confirmButton());
    const message = await screen.findByText('Must have at most 500 characters');
    expect(message.closest('.ant-form-item')?.querySelector('textarea')).toBe(screen.getByTestId('reject-reason'));
    expect(confirmButton()).toBeTruthy();
  });
});

/**
 * A bug these tests found, fixed since: the only guard was the spinner, set after the reason's
 * validation resolved, so a second click or Enter before the next render started a second decision.
 */
describe('ConfirmReasonButton: double submit with a reason', () => {
  it('sends a decision with a reason once on a double click', async () => {
    const run = deferred<void>();
    const onConfirm = vi.fn(() => run.promise);
    const { user } = await open({ onConfirm }, 'Paid twice');
    await user.dblClick(confirmButton());
    await waitFor(() => expect(confirmButton().className).toContain('ant-btn-loading'));

    run.resolve();
    await dialogGone();
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('sends a decision with a reason once on Enter pressed twice', async () => {
    const run = deferred<void>();
    const onConfirm = vi.fn(() => run.promise);
    const { user } = await open({ onConfirm }, 'Paid twice');
    confirmButton().focus();
    await user.keyboard('{Enter}{Enter}');
    await waitFor(() => expect(confirmButton().className).toContain('ant-btn-loading'));

    run.resolve();
    await dialogGone();
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
