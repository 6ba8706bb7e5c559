// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { createElement as h } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../app/api-request-error.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { changedFields } from './changed-fields.ts';
import { FormDrawer } from './FormDrawer.tsx';
import { useDrawerSave } from './use-drawer-save.ts';

interface Values {
  name: string;
}

/** An edit drawer for a thing named `before`, as a feature writes one with the hook. */
function RenameDrawer({ send, onClose }: { send: (changes: Partial<Values>) => Promise<Values>; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const save = useDrawerSave(onClose);
  return h(FormDrawer<Values>, {
    title: 'Rename',
    onClose,
    saving: false,
    submitLabel: 'Save',
    testId: 'rename-form',
    submitTestId: 'rename-submit',
    form,
    formName: 'renameForm',
    initialValues: { name: 'Bank' },
    onFinish: (values) =>
      save.update(changedFields({ name: 'Bank' }, { name: values.name.trim() }), send, { none: 'Nothing changed', done: (saved) => `Saved ${saved.name}` }),
    fields: ['name'],
    children: h(Form.Item, { name: 'name', label: 'Name' }, h(Input, { 'data-testid': 'name' })),
  });
}

describe('useDrawerSave', () => {
  it('sends nothing when nothing changed: it says so and closes', async () => {
    const send = vi.fn(async (changes: Partial<Values>) => ({ name: changes.name ?? '' }));
    const onClose = vi.fn();
    const { user, messages } = renderWithProviders(h(RenameDrawer, { send, onClose }));
    // Spaces only: the trimmed name is the same.
    await user.type(screen.getByTestId('name'), '  ');
    await user.click(screen.getByTestId('rename-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(send).not.toHaveBeenCalled();
    expect(messages.info).toHaveBeenCalledWith('Nothing changed');
  });

  it('sends only the changed fields, names what was saved and closes', async () => {
    const send = vi.fn(async (changes: Partial<Values>) => ({ name: changes.name ?? '' }));
    const onClose = vi.fn();
    const { user, messages } = renderWithProviders(h(RenameDrawer, { send, onClose }));
    await user.type(screen.getByTestId('name'), ' transfer');
    await user.click(screen.getByTestId('rename-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({ name: 'Bank transfer' });
    expect(messages.success).toHaveBeenCalledWith('Saved Bank transfer');
  });

  it('stays open on a refusal, which the drawer shows', async () => {
    const send = vi.fn(async () => Promise.reject(new ApiRequestError(403, 'FORBIDDEN', 'You may not rename it')));
    const onClose = vi.fn();
    const { user, messages } = renderWithProviders(h(RenameDrawer, { send, onClose }));
    await user.type(screen.getByTestId('name'), ' transfer');
    await user.click(screen.getByTestId('rename-submit'));
    expect((await screen.findByTestId('rename-form-error')).textContent).toContain('You may not rename it');
    expect(onClose).not.toHaveBeenCalled();
    expect(messages.success).not.toHaveBeenCalled();
  });
});
