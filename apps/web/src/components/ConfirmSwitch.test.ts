// @vitest-environment happy-dom
import { useMutation } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { createElement as h, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../app/api-request-error.ts';
import { deferred, renderWithProviders } from '../testing/render.tsx';
import { ConfirmSwitch, type ConfirmCopy } from './ConfirmSwitch.tsx';

const copy = (next: boolean): ConfirmCopy =>
  next
    ? { title: 'Activate Acme?', description: 'Acme can trade again.', okText: 'Activate' }
    : { title: 'Deactivate Acme?', description: 'Acme stops trading.', okText: 'Deactivate' };

/** A switch wired as the feature pages wire it: the server's state, and a mutation for the change. */
function MerchantSwitch({ save, canWrite = true, initial = false }: { save: (next: boolean) => Promise<boolean>; canWrite?: boolean; initial?: boolean }) {
  const [active, setActive] = useState(initial);
  const change = useMutation({ mutationFn: save, onSuccess: setActive });
  return h(ConfirmSwitch, {
    checked: active,
    pending: change.isPending,
    canWrite,
    ariaLabel: 'Acme is active',
    checkedLabel: 'Active',
    uncheckedLabel: 'Inactive',
    copy,
    onConfirm: async (next) => ((await change.mutateAsync(next)) ? 'Acme activated' : 'Acme deactivated'),
    testId: 'active',
  });
}

const toggle = () => screen.getByTestId('active');
const confirmButton = () => screen.getByTestId('active-confirm');
/** antd keeps a closed confirmation in the page, hidden. */
const asking = (title: string) => {
  const popover = screen.queryByText(title)?.closest('.ant-popover');
  return Boolean(popover) && !popover?.classList.contains('ant-popover-hidden');
};

describe('ConfirmSwitch', () => {
  it('asks first, says what will happen, and moves only once the server has changed it', async () => {
    const run = deferred<boolean>();
    const save = vi.fn(() => run.promise);
    const { user, messages } = renderWithProviders(h(MerchantSwitch, { save }));
    await user.click(toggle());
    await waitFor(() => expect(asking('Activate Acme?')).toBe(true));
    expect(screen.getByText('Acme can trade again.')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();

    await user.click(confirmButton());
    await waitFor(() => expect(save).toHaveBeenCalledWith(true, expect.anything()));
    expect(toggle().dataset.checked).toBe('false');

    run.resolve(true);
    await waitFor(() => expect(toggle().dataset.checked).toBe('true'));
    expect(messages.success).toHaveBeenCalledWith('Acme activated');
  });

  it('changes nothing when the admin cancels', async () => {
    const save = vi.fn(async () => true);
    const { user } = renderWithProviders(h(MerchantSwitch, { save }));
    await user.click(toggle());
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(asking('Activate Acme?')).toBe(false));
    expect(save).not.toHaveBeenCalled();
    expect(toggle().dataset.checked).toBe('false');
  });

  it('sends the change once on a double click of the confirm button', async () => {
    const run = deferred<boolean>();
    const save = vi.fn(() => run.promise);
    const { user } = renderWithProviders(h(MerchantSwitch, { save, initial: true }));
    await user.click(toggle());
    await waitFor(() => expect(asking('Deactivate Acme?')).toBe(true));
    await user.dblClick(confirmButton());
    await waitFor(() => expect(save).toHaveBeenCalled());
    await user.click(confirmButton());

    run.resolve(false);
    await waitFor(() => expect(toggle().dataset.checked).toBe('false'));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('sends the change once on Enter pressed twice', async () => {
    const run = deferred<boolean>();
    const save = vi.fn(() => run.promise);
    const { user } = renderWithProviders(h(MerchantSwitch, { save }));
    await user.click(toggle());
    confirmButton().focus();
    await user.keyboard('{Enter}{Enter}');
    await waitFor(() => expect(save).toHaveBeenCalled());
    await user.keyboard('{Enter}');

    run.resolve(true);
    await waitFor(() => expect(toggle().dataset.checked).toBe('true'));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('shows the running change on the switch and takes no click on it meanwhile', async () => {
    const run = deferred<boolean>();
    const save = vi.fn(() => run.promise);
    const { user } = renderWithProviders(h(MerchantSwitch, { save }));
    await user.click(toggle());
    await user.click(confirmButton());
    await waitFor(() => expect(toggle()).toHaveProperty('disabled', true));
    expect(toggle().className).toContain('ant-switch-loading');

    run.resolve(true);
    await waitFor(() => expect(toggle().dataset.checked).toBe('true'));
    expect(toggle()).toHaveProperty('disabled', false);
    expect(asking('Activate Acme?')).toBe(false);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal and stays as it was", async () => {
    const save = vi.fn(async (): Promise<boolean> => {
      throw new ApiRequestError(409, 'CONFLICT', 'Acme has open orders');
    });
    const { user, messages } = renderWithProviders(h(MerchantSwitch, { save, initial: true }));
    await user.click(toggle());
    await user.click(confirmButton());
    await waitFor(() => expect(messages.error).toHaveBeenCalledWith('Acme has open orders', 6));
    expect(toggle().dataset.checked).toBe('true');
    expect(messages.success).not.toHaveBeenCalled();
  });

  it('only shows the state to an admin who may not change it', async () => {
    const save = vi.fn(async () => true);
    const { user } = renderWithProviders(h(MerchantSwitch, { save, canWrite: false, initial: true }));
    expect(toggle()).toHaveProperty('disabled', true);
    expect(toggle().getAttribute('title')).toBe('Active');
    await user.click(toggle());
    expect(asking('Deactivate Acme?')).toBe(false);
    expect(save).not.toHaveBeenCalled();
  });
});
