import { MailOutlined } from '@ant-design/icons';
import { Alert, Form, Input, Typography } from 'antd';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { fieldErrorsOf } from '../../app/form-errors.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { useGroups } from '../access/access-queries.ts';
import { useInviteSubAdmin } from './admin-queries.ts';
import { includesBuiltinGroup, SubAdminGroupSelect } from './SubAdminGroupSelect.tsx';

interface InviteFormValues {
  name: string;
  email: string;
  groupIds: string[];
}

const inviteFields = ['name', 'email', 'groupIds'] as const;
// The contract's inviteSubAdminSchema.
const NAME_MIN = 2;
const NAME_MAX = 80;
const EMAIL_MAX = 254;

/**
 * Invites a sub-admin. Nobody types a password for someone else: the server mails a one-time link
 * with which the new admin chooses its own. Mount it only while open.
 */
export function SubAdminInviteDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const [form] = Form.useForm<InviteFormValues>();
  const groups = useGroups();
  const invite = useInviteSubAdmin();
  const [failure, setFailure] = useState<string | null>(null);

  const onFinish = async (values: InviteFormValues) => {
    setFailure(null);
    try {
      const created = await invite.mutateAsync({ name: values.name.trim(), email: values.email.trim().toLowerCase(), groupIds: values.groupIds });
      void message.success(t('subAdmins.invite.sent', { email: created.email }), 6);
      onClose();
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error, inviteFields);
      if (fieldErrors.length > 0) form.setFields(fieldErrors);
      // A 403 names the permission the inviter lacks to hand out: it belongs to no single field.
      else setFailure(errorMessage(error));
    }
  };

  return (
    <FormDrawer
      title={t('subAdmins.invite.title')}
      onClose={onClose}
      saving={invite.isPending}
      onSubmit={() => form.submit()}
      submitLabel={t('subAdmins.invite.submit')}
      submitIcon={<MailOutlined />}
      testId="subadmin-invite-drawer"
      submitTestId="subadmin-invite-submit"
    >
      <Typography.Paragraph type="secondary">{t('subAdmins.invite.help')}</Typography.Paragraph>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="subadmin-invite-error" />}
      <Form<InviteFormValues> form={form} name="inviteSubAdmin" layout="vertical" requiredMark onFinish={(values) => void onFinish(values)}>
        <Form.Item
          name="name"
          label={t('subAdmins.fields.name')}
          rules={[
            { required: true, whitespace: true, message: t('subAdmins.invite.nameRequired') },
            {
              validator: (_rule: unknown, value: string | undefined) => {
                const length = value?.trim().length ?? 0;
                return length === 0 || (length >= NAME_MIN && length <= NAME_MAX)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('subAdmins.invite.nameLength', { min: NAME_MIN, max: NAME_MAX })));
              },
            },
          ]}
        >
          <Input autoFocus autoComplete="off" maxLength={NAME_MAX} />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('subAdmins.fields.email')}
          validateFirst
          rules={[
            { required: true, whitespace: true, message: t('subAdmins.invite.emailRequired') },
            { type: 'email', transform: (v: string | undefined) => v?.trim(), message: t('subAdmins.invite.emailInvalid') },
            { max: EMAIL_MAX, message: t('subAdmins.invite.emailTooLong', { max: EMAIL_MAX }) },
          ]}
        >
          <Input type="email" autoComplete="off" inputMode="email" />
        </Form.Item>
        <Form.Item
          name="groupIds"
          label={t('subAdmins.fields.groups')}
          extra={t('subAdmins.groups.hint')}
          validateFirst
          rules={[
            { required: true, type: 'array', min: 1, message: t('subAdmins.groups.required') },
            {
              validator: (_rule: unknown, value: string[] | undefined) =>
                !value?.length || !groups.data || includesBuiltinGroup(value, groups.data.items)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('subAdmins.groups.needsBuiltin'))),
            },
          ]}
        >
          <SubAdminGroupSelect groups={groups.data?.items} loading={groups.isPending} testId="subadmin-invite-groups" />
        </Form.Item>
      </Form>
      {groups.error && <Alert type="warning" showIcon title={errorMessage(groups.error)} />}
    </FormDrawer>
  );
}
