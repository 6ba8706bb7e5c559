import { UserAddOutlined } from '@ant-design/icons';
import type { KycRequest } from '@exchange/contract/kyc/kyc-requests';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { useAssignKycRequest } from './kyc-queries.ts';

/** "Assign to me": takes a submitted request into this admin's review. */
export function KycAssignButton({ request, compact = false }: { request: KycRequest; compact?: boolean }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const assign = useAssignKycRequest(request.id);
  return (
    <Button
      type={compact ? 'default' : 'primary'}
      size={compact ? 'small' : 'middle'}
      icon={compact ? undefined : <UserAddOutlined />}
      loading={assign.isPending}
      data-testid="kyc-assign"
      onClick={() =>
        assign.mutate(undefined, {
          onSuccess: () => void message.success(t('kyc.actions.assigned', { name: request.declared.fullName })),
          onError: (error) => void message.error(errorMessage(error)),
        })
      }
    >
      {t('kyc.actions.assignToMe')}
    </Button>
  );
}
