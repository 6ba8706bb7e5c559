import { APPROVABLE_ROLES, type ApprovableRole } from '@exchange/contract/auth/access-request-rules';
import { CheckOutlined } from '@ant-design/icons';
import type { AccessRequest } from '@exchange/contract/auth/access-requests';
import { Alert, Button, Form, Modal, Radio, Space, Typography, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../app/api-request-error.ts';
import { errorMessage } from '../../app/error-message.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { useAccessLabels } from '../access/use-access-labels.ts';
import { useApproveAccessRequest } from './admin-queries.ts';
import { approvableRoleHelpKeys } from '../access/access-text-keys.ts';

/** The server's default role for an approved request: the narrowest one that still works. */
const DEFAULT_ROLE: ApprovableRole = 'support';

/** Approves a sign-up request with the role the new admin gets. */
export function AccessRequestApproveButton({ request }: { request: AccessRequest }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const labels = useAccessLabels();
  const approve = useApproveAccessRequest();
  const [open, setOpen] = useState(false);
  const [role, setRole] = useState<ApprovableRole>(DEFAULT_ROLE);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    if (approve.isPending) return;
    setOpen(false);
    setFailure(null);
  };

  const confirm = async () => {
    setFailure(null);
    try {
      await approve.mutateAsync({ id: request.id, role });
      void message.success(t('accessRequests.approved', { email: request.email, role: labels.role(role) }));
      setOpen(false);
    } catch (error) {
      // Decided meanwhile by someone else, or the e-mail became an admin: nothing to retry here.
      if (error instanceof ApiRequestError && error.status === 409) {
        void message.error(errorMessage(error), 6);
        setOpen(false);
      } else setFailure(errorMessage(error));
    }
  };

  return (
    <>
      <Button type="primary" size="small" icon={<CheckOutlined />} onClick={() => setOpen(true)} data-testid="access-request-approve">
        {t('accessRequests.approve')}
      </Button>
      {open && (
        <Modal
          open
          title={t('accessRequests.approveTitle', { name: request.username })}
          onCancel={close}
          onOk={() => void confirm()}
          okText={t('accessRequests.approve')}
          cancelText={t('common.cancel')}
          confirmLoading={approve.isPending}
          cancelButtonProps={{ disabled: approve.isPending }}
          okButtonProps={{ ...({ 'data-testid': 'access-request-approve-confirm' } as ButtonProps) }}
          width={520}
        >
          <Typography.Paragraph type="secondary">{t('accessRequests.approveBody', { email: request.email })}</Typography.Paragraph>
          <Form layout="vertical">
            <Form.Item label={t('accessRequests.role')} style={{ marginBottom: 8 }}>
              <Radio.Group value={role} onChange={(e) => setRole(e.target.value as ApprovableRole)} data-testid="access-request-role">
                <Space orientation="vertical" size={8}>
                  {APPROVABLE_ROLES.map((value) => (
                    <Radio key={value} value={value} data-testid={`access-request-role-${value}`}>
                      <Typography.Text strong>{labels.role(value)}</Typography.Text>
                      <br />
                      <Typography.Text type="secondary">{t(approvableRoleHelpKeys[value])}</Typography.Text>
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
            </Form.Item>
          </Form>
          {failure && <Alert type="error" showIcon title={failure} />}
        </Modal>
      )}
    </>
  );
}
