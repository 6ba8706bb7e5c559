import type { Dispute } from '@exchange/contract/p2p/disputes';
import { UserOutlined } from '@ant-design/icons';
import { Button, Select, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { useMessageApi } from '../../../app/message-api-context.ts';
import { useAppState } from '../../../app/state/use-app-state.ts';
import { useCan } from '../../../components/use-can.ts';
import { useActiveAdmins } from '../../../components/use-active-admins.ts';
import { useAssignDispute } from './dispute-queries.ts';

/** Who works on the dispute: any active admin, or oneself in one click. */
export function DisputeAssignee({ dispute, closed }: { dispute: Dispute; closed: boolean }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const me = useAppState().auth.authUser;
  const canWrite = useCan('p2p.disputes.write');
  const admins = useActiveAdmins();
  const assign = useAssignDispute(dispute.orderNumber);

  const run = (adminId: string) =>
    assign.mutate(adminId, {
      onSuccess: (detail) => void message.success(t('disputes.assign.done', { name: detail.dispute.assigneeName ?? adminId })),
      onError: (error) => void message.error(errorMessage(error), 6),
    });

  const disabledReason = !canWrite
    ? t('common.missingPolicy', { policy: 'p2p.disputes.write' })
    : closed
      ? t('disputes.assign.closed')
      : undefined;
  const options = (admins.data ?? []).map((admin) => ({ value: admin.id, label: admin.email ? `${admin.name} · ${admin.email}` : admin.name }));
  // An assignee who is no longer active is not in the list; show the name the dispute carries.
  if (dispute.assigneeId && !options.some((o) => o.value === dispute.assigneeId)) {
    options.unshift({ value: dispute.assigneeId, label: dispute.assigneeName ?? dispute.assigneeId });
  }

  return (
    <Tooltip title={disabledReason}>
      <Space.Compact style={{ width: '100%', maxWidth: 460 }}>
        <Select
          style={{ flex: 1, minWidth: 0 }}
          value={dispute.assigneeId ?? undefined}
          placeholder={t('disputes.unassigned')}
          options={options}
          showSearch={{ optionFilterProp: 'label' }}
          loading={admins.isLoading || assign.isPending}
          disabled={Boolean(disabledReason) || assign.isPending}
          onChange={(adminId: string) => run(adminId)}
          aria-label={t('disputes.assign.label')}
          popupMatchSelectWidth={false}
          data-testid="dispute-assignee"
        />
        {me && dispute.assigneeId !== me.id && !closed && (
          <Button icon={<UserOutlined />} disabled={Boolean(disabledReason)} loading={assign.isPending} onClick={() => run(me.id)} data-testid="dispute-assign-me">
            {t('disputes.assign.toMe')}
          </Button>
        )}
      </Space.Compact>
    </Tooltip>
  );
}
