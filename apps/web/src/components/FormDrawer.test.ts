// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { createElement as h } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../app/api-request-error.ts';
import { deferred, renderWithProviders } from '../testing/render.tsx';
import { FormDrawer } from './FormDrawer.tsx';

interface Values {
  name: string;
  paymentMethodIds: string[];
}

/** A drawer with one text field, as a feature declares one. */
function NameDrawer({ onFinish, onClose = () => undefined }: { onFinish: (values: Values) => Promise<void>; onClose?: () => void }) {
  const [form] = Form.useForm<Values>();
  return h(
    FormDrawer<Values>,
    {
      title: 'Add a method',
      onClose,
      saving: false,
      submitLabel: 'Create',
      testId: 'method-form',
      submitTestId: 'method-form-submit',
      form,
      formName: 'methodForm',
      initialValues: { name: 'Bank', paymentMethodIds: [] },
      onFinish,
      fields: ['name', 'paymentMethodIds'],
      children: [
        h(Form.Item, { key: 'name', name: 'name', label: 'Name', rules: [{ required: true, message: 'Enter a name' }] }, h(Input, { 'data-testid': 'name' })),
        h(Form.Item, { key: 'methods', name: 'paymentMethodIds', label: 'Methods' }, h(Input, { 'data-testid': 'methods' })),
      ],
    },
  );
}

describe('FormDrawer', () => {
  it('sends nothing while a rule fails', async () => {
    const onFinish = vi.fn(async () => undefined);
    const { user } = renderWithProviders(h(NameDrawer, { onFinish }));
    await user.clear(screen.getByTestId('name'));
    await user.click(screen.getByTestId('method-form-submit'));
    expect(await screen.findByText('Enter a name')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('sends the values once the rules pass', async () => {
    const onFinish = vi.fn(async () => undefined);
    const { user } = renderWithProviders(h(NameDrawer, { onFinish }));
    await user.click(screen.getByTestId('method-form-submit'));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish).toHaveBeenCalledWith({ name: 'Bank', paymentMethodIds: [] });
  });

  it('shows a server message about a field under that field, a list item under its list', async () => {
    const refusal = new ApiRequestError(409, 'CONFLICT', 'name: taken', [
      // Codes this console has no text for: the server's own words are shown.
      { field: 'name', code: 'test.nameTaken', message: 'Another method has this name already' },
      { field: 'paymentMethodIds.0', code: 'test.inactive', message: 'This method is inactive' },
    ]);
    const { user } = renderWithProviders(h(NameDrawer, { onFinish: vi.fn(async () => Promise.reject(refusal)) }));
    await user.click(screen.getByTestId('method-form-submit'));
    expect(await screen.findByText('Another method has this name already')).toBeTruthy();
    expect(screen.getByText('This method is inactive')).toBeTruthy();
    expect(screen.queryByTestId('method-form-error')).toBeNull();
  });

  it('shows any other refusal above the form, and clears it on the next try', async () => {
    const sent = deferred<undefined>();
    const onFinish = vi.fn<(values: Values) => Promise<void>>().mockRejectedValueOnce(new ApiRequestError(403, 'FORBIDDEN', 'You may not add methods')).mockReturnValueOnce(sent.promise);
    const { user } = renderWithProviders(h(NameDrawer, { onFinish }));
    await user.click(screen.getByTestId('method-form-submit'));
    expect((await screen.findByTestId('method-form-error')).textContent).toContain('You may not add methods');
    await user.click(screen.getByTestId('method-form-submit'));
    await waitFor(() => expect(screen.queryByTestId('method-form-error')).toBeNull());
    sent.resolve(undefined);
    expect(onFinish).toHaveBeenCalledTimes(2);
  });

  it('closes at once when nothing was edited', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(h(NameDrawer, { onFinish: vi.fn(async () => undefined), onClose }));
    await user.click(screen.getByText('Cancel'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Leave without saving?')).toBeNull();
  });

  it('asks before edits are thrown away: Stay keeps the drawer, Leave closes it', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(h(NameDrawer, { onFinish: vi.fn(async () => undefined), onClose }));
    await user.type(screen.getByTestId('name'), ' transfer');
    await user.click(screen.getByText('Cancel'));
    expect(await screen.findByText('Leave without saving?')).toBeTruthy();
    await user.click(screen.getByTestId('unsaved-stay'));
    await waitFor(() => expect(screen.queryByText('Leave without saving?')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByTestId('name') as HTMLInputElement).value).toBe('Bank transfer');

    await user.click(screen.getByText('Cancel'));
    await user.click(await screen.findByTestId('unsaved-leave'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
