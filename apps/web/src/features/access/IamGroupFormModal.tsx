import type { AccessGroup } from '@exchange/contract/access/policies';
import { GROUP_DESCRIPTION_MAX, GROUP_NAME_MAX } from '@exchange/contract/access/policy-names';
import { Alert, Form, Input, Modal, Switch, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../app/api-request-error.ts';
import { errorMessage } from '../../app/error-message.ts';
import { fieldErrorsOf } from '../../app/form-errors.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { useCreateGroup, useUpdateGroup, type GroupInput } from './access-queries.ts';
import { useAccessLabels } from './use-access-labels.ts';

// The contract's groupInputSchema.
const GROUP_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9 _-]{1,39}$/;
const groupFields = ['name', 'description', 'require2fa'] as const;

/** Creates a group, or edits one's name, description and 2FA rule. Mount it only while open. */
export function IamGroupFormModal({ group, onClose }: { group: AccessGroup | null; onClose: () => void }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const labels = useAccessLabels();
  const [form] = Form.useForm<GroupInput>();
  const create = useCreateGroup();
  const update = useUpdateGroup();
  const saving = create.isPending || update.isPending;
  const [failure, setFailure] = useState<string | null>(null);

  const onFinish = async (values: GroupInput) => {
    setFailure(null);
    // A built-in group's name field is disabled: its value is the group's own.
    const input: GroupInput = { name: (values.name ?? group?.name ?? '').trim(), description: (values.description ?? '').trim(), require2fa: Boolean(values.require2fa) };
    try {
      if (group) {
        const changes: Partial<GroupInput> = {};
        if (input.name !== group.name) changes.name = input.name;
        if (input.description !== group.description) changes.description = input.description;
        if (input.require2fa !== group.require2fa) changes.require2fa = input.require2fa;
        if (Object.keys(changes).length === 0) {
          void message.info(t('iam.groupForm.noChanges'));
          onClose();
          return;
        }
        const saved = await update.mutateAsync({ id: group.id, changes });
        void message.success(t('iam.groupForm.updated', { name: labels.role(saved.name) }));
      } else {
        const saved = await create.mutateAsync(input);
        void message.success(t('iam.groupForm.created', { name: saved.name }));
      }
      onClose();
    } catch (error) {
      // The only conflicts: a name in use, or a built-in group's name.
      if (error instanceof ApiRequestError && error.status === 409) {
        form.setFields([{ name: 'name', errors: [errorMessage(error)] }]);
        return;
      }
      const fieldErrors = fieldErrorsOf(error, groupFields);
      if (fieldErrors.length > 0) form.setFields(fieldErrors);
      else setFailure(errorMessage(error));
    }
  };

  return (
    <Modal
      open
      title={group ? t('iam.groupForm.editTitle', { name: labels.role(group.name) }) : t('iam.groupForm.createTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={group ? t('iam.groupForm.save') : t('iam.groupForm.create')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      cancelButtonProps={{ disabled: saving }}
      mask={{ closable: !saving }}
      okButtonProps={{ ...({ 'data-testid': 'iam-group-form-submit' } as ButtonProps) }}
      width={520}
      data-testid="iam-group-form"
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form<GroupInput>
        form={form}
        name="iamGroup"
        layout="vertical"
        requiredMark
        initialValues={group ?? { name: '', description: '', require2fa: false }}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item
          name="name"
          label={t('iam.groupForm.name')}
          extra={group?.isBuiltin ? t('iam.groupForm.builtinName') : t('iam.groupForm.nameHint')}
          validateFirst
          rules={[
            { required: true, whitespace: true, message: t('iam.groupForm.nameRequired') },
            {
              validator: (_rule: unknown, value: string | undefined) =>
                !value?.trim() || GROUP_NAME_PATTERN.test(value.trim()) ? Promise.resolve() : Promise.reject(new Error(t('iam.groupForm.nameInvalid'))),
            },
          ]}
        >
          <Input autoFocus={!group} autoComplete="off" maxLength={GROUP_NAME_MAX} disabled={group?.isBuiltin} />
        </Form.Item>
        <Form.Item name="description" label={t('iam.groupForm.description')} rules={[{ max: GROUP_DESCRIPTION_MAX, message: t('iam.groupForm.descriptionTooLong', { max: GROUP_DESCRIPTION_MAX }) }]}>
          <Input.TextArea rows={3} maxLength={GROUP_DESCRIPTION_MAX} showCount />
        </Form.Item>
        <Form.Item name="require2fa" label={t('iam.groupForm.require2fa')} extra={t('iam.groupForm.require2faHint')} valuePropName="checked">
          <Switch data-testid="iam-group-form-2fa" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
