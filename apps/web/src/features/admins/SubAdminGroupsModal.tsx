import type { SubAdmin } from '@exchange/contract/admins/sub-admins';
import { Alert, Form, Modal, Typography, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { useGroups } from '../access/access-queries.ts';
import { useSetAdminGroups } from './admin-queries.ts';
import { SubAdminGroupsField } from './SubAdminGroupSelect.tsx';

interface GroupsFormValues {
  groupIds: string[];
}

/**
 * Replaces an admin's groups. The server has the last word and its refusals are shown as they
 * come: a set without a built-in group, a group granting what the editor does not hold itself, a
 * super admin changed by someone who is not one. Mount it only while open.
 */
export function SubAdminGroupsModal({ admin, onClose }: { admin: SubAdmin; onClose: () => void }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const [form] = Form.useForm<GroupsFormValues>();
  const groups = useGroups();
  const setGroups = useSetAdminGroups();
  const [failure, setFailure] = useState<string | null>(null);

  const onFinish = async ({ groupIds }: GroupsFormValues) => {
    setFailure(null);
    const before = admin.groups.map((g) => g.id);
    if (groupIds.length === before.length && groupIds.every((id) => before.includes(id))) {
      void message.info(t('subAdmins.groups.noChanges'));
      onClose();
      return;
    }
    try {
      await setGroups.mutateAsync({ adminId: admin.id, groupIds });
      void message.success(t('subAdmins.groups.saved', { name: admin.name }));
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Modal
      open
      title={t('subAdmins.groups.title', { name: admin.name })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('subAdmins.groups.save')}
      cancelText={t('common.cancel')}
      confirmLoading={setGroups.isPending}
      cancelButtonProps={{ disabled: setGroups.isPending }}
      mask={{ closable: !setGroups.isPending }}
      okButtonProps={{ ...({ 'data-testid': 'subadmin-groups-save' } as ButtonProps) }}
      width={520}
      data-testid="subadmin-groups-modal"
    >
      <Typography.Paragraph type="secondary">{t('subAdmins.groups.help')}</Typography.Paragraph>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="subadmin-groups-error" />}
      <Form<GroupsFormValues>
        form={form}
        name="subAdminGroups"
        layout="vertical"
        initialValues={{ groupIds: admin.groups.map((g) => g.id) }}
        onFinish={(values) => void onFinish(values)}
        onValuesChange={() => setFailure(null)}
      >
        <SubAdminGroupsField groups={groups.data?.items} loading={groups.isPending} testId="subadmin-groups-select" />
      </Form>
      {groups.error && <Alert type="warning" showIcon title={errorMessage(groups.error)} />}
    </Modal>
  );
}
