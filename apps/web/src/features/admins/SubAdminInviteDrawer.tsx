import { MailOutlined } from '@ant-design/icons';
import { Alert, Form, Input, Typography } from 'antd';
import { errorMessage } from '../../app/error-message.ts';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { emailRules, requiredTrimmedText } from '../../components/form-rules.ts';
import { useTranslation } from 'react-i18next';
import { useMessageApi } from '../../app/message-api-context.ts';
import { useGroups } from '../access/access-queries.ts';
import { useInviteSubAdmin } from './admin-queries.ts';
import { SubAdminGroupsField } from './SubAdminGroupSelect.tsx';

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

  const onFinish = async (values: InviteFormValues) => {
    const created = await invite.mutateAsync({ name: values.name.trim(), email: values.email.trim().toLowerCase(), groupIds: values.groupIds });
    void message.success(t('subAdmins.invite.sent', { email: created.email }), 6);
    onClose();
  };

  return (
    <FormDrawer
      title={t('subAdmins.invite.title')}
      onClose={onClose}
      saving={invite.isPending}
      submitLabel={t('subAdmins.invite.submit')}
      submitIcon={<MailOutlined />}
      testId="subadmin-invite-drawer"
      submitTestId="subadmin-invite-submit"
      form={form}
      formName="inviteSubAdmin"
      onFinish={onFinish}
      fields={inviteFields}
      requiredMark
      before={<Typography.Paragraph type="secondary">{t('subAdmins.invite.help')}</Typography.Paragraph>}
      after={groups.error && <Alert type="warning" showIcon title={errorMessage(groups.error)} />}
    >
      <Form.Item
        name="name"
        label={t('subAdmins.fields.name')}
        rules={requiredTrimmedText(NAME_MIN, NAME_MAX, {
          required: t('subAdmins.invite.nameRequired'),
          length: t('subAdmins.invite.nameLength', { min: NAME_MIN, max: NAME_MAX }),
        })}
      >
        <Input autoFocus autoComplete="off" maxLength={NAME_MAX} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('subAdmins.fields.email')}
        validateFirst
        rules={emailRules(
          { required: t('subAdmins.invite.emailRequired'), invalid: t('subAdmins.invite.emailInvalid') },
          { length: EMAIL_MAX, message: t('subAdmins.invite.emailTooLong', { max: EMAIL_MAX }) },
        )}
      >
        <Input type="email" autoComplete="off" inputMode="email" />
      </Form.Item>
      <SubAdminGroupsField groups={groups.data?.items} loading={groups.isPending} hint={t('subAdmins.groups.hint')} testId="subadmin-invite-groups" />
    </FormDrawer>
  );
}
