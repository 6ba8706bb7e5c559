import { CaretRightOutlined, PauseOutlined, StopOutlined } from '@ant-design/icons';
import type { VoucherBatch } from '@exchange/contract/vouchers/vouchers';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmReasonButton } from '../../components/ConfirmReasonButton.tsx';
import { useCan } from '../../components/use-can.ts';
import { useVoucherBatchChange } from './voucher-queries.ts';

/** Pause, resume and revoke, each behind a confirmation; a revoked or expired batch has none (both are final). */
export function VoucherBatchActions({ batch }: { batch: VoucherBatch }) {
  const { t } = useTranslation();
  const canManage = useCan('vouchers.manage');
  const change = useVoucherBatchChange(batch.id);
  if (!canManage || batch.status === 'REVOKED' || batch.status === 'EXPIRED') return null;
  const facts = { name: batch.name, asset: batch.asset, unspent: String(Number(batch.budget) - Number(batch.spent)) };
  return (
    <Space size={4} wrap onClick={(event) => event.stopPropagation()} data-testid="voucher-actions">
      {batch.status === 'ACTIVE' ? (
        <ConfirmReasonButton
          size="small"
          icon={<PauseOutlined />}
          label={t('vouchers.actions.pause')}
          title={t('vouchers.actions.pauseTitle', facts)}
          description={t('vouchers.actions.pauseEffect')}
          okText={t('vouchers.actions.pause')}
          reason="required"
          reasonLabel={t('vouchers.actions.reason')}
          onConfirm={(reason) => change.mutateAsync({ kind: 'pause', reason: reason ?? '' })}
          successMessage={t('vouchers.actions.pauseDone', facts)}
          testId="voucher-pause"
        />
      ) : (
        <ConfirmReasonButton
          size="small"
          icon={<CaretRightOutlined />}
          label={t('vouchers.actions.resume')}
          title={t('vouchers.actions.resumeTitle', facts)}
          description={t('vouchers.actions.resumeEffect')}
          okText={t('vouchers.actions.resume')}
          onConfirm={() => change.mutateAsync({ kind: 'resume' })}
          successMessage={t('vouchers.actions.resumeDone', facts)}
          testId="voucher-resume"
        />
      )}
      <ConfirmReasonButton
        size="small"
        danger
        icon={<StopOutlined />}
        label={t('vouchers.actions.revoke')}
        title={t('vouchers.actions.revokeTitle', facts)}
        description={t('vouchers.actions.revokeEffect', facts)}
        okText={t('vouchers.actions.revoke')}
        reason="required"
        reasonLabel={t('vouchers.actions.reason')}
        onConfirm={(reason) => change.mutateAsync({ kind: 'revoke', reason: reason ?? '' })}
        successMessage={t('vouchers.actions.revokeDone', facts)}
        testId="voucher-revoke"
      />
    </Space>
  );
}
