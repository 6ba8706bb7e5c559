import type { BankAccount } from '@exchange/contract/bank-accounts/bank-accounts';
import { BANK_ACCOUNT_REASON_MAX, BANK_ACCOUNT_REASON_MIN } from '@exchange/contract/bank-accounts/bank-account-statuses';
import type { KycRequest } from '@exchange/contract/kyc/kyc-requests';
import { KYC_NOTE_MAX, KYC_REJECTION_REASONS, type KycRejectionReason } from '@exchange/contract/kyc/kyc-reviews';
import { TRANSACTION_REASON_MAX, TRANSACTION_REASON_MIN } from '@exchange/contract/p2p/transaction-statuses';
import type { P2PTransaction } from '@exchange/contract/p2p/transactions';
import type { RefereeReward } from '@exchange/contract/referrals/referrals';
import { REWARD_REASON_MAX, REWARD_REASON_MIN } from '@exchange/contract/referrals/reward-statuses';
import { useTranslation } from 'react-i18next';
import { answer, api } from '../../app/api.ts';
import type { ListBulkActions } from '../../components/list/bulk-actions.ts';
import { bankAccountKeys } from '../bank-accounts/bank-account-queries.ts';
import { kycKeys } from '../kyc/kyc-queries.ts';
import { transactionKeys } from '../p2p/transactions/transaction-queries.ts';
import { referralKeys } from '../referrals/referral-queries.ts';
import { useBulkReload } from './use-bulk-reload.ts';

// "Other" needs a comment of its own: such a rejection is written request by request.
const bulkKycReasons = KYC_REJECTION_REASONS.filter((r) => r !== 'OTHER');
const isBulkKycReason = (value: string | undefined): value is KycRejectionReason => bulkKycReasons.some((r) => r === value);

/** KYC requests under review: approved, or rejected for good with one reason from the catalogue. */
export function useKycBulk(): ListBulkActions<KycRequest> {
  const { t } = useTranslation();
  const onDecided = useBulkReload(kycKeys.all);
  return {
    rowId: (r) => r.id,
    rowLabel: (r) => r.customer.email,
    isSelectable: (r) => r.status === 'IN_REVIEW',
    onDecided,
    actions: [
      {
        key: 'approve', label: t('bulk.action.approve'), policy: 'kyc.decide',
        reason: { kind: 'text', required: false, max: KYC_NOTE_MAX, label: t('bulk.note') },
        run: (ids, note) => answer(api.POST('/admin/bulk/kycRequests/approve', { body: { ids, note } })),
      },
      {
        key: 'reject', label: t('bulk.action.reject'), policy: 'kyc.decide', danger: true,
        reason: { kind: 'choice', label: t('bulk.kycReason'), options: bulkKycReasons.map((value) => ({ value, label: t(`kyc.reasons.${value}`) })) },
        run: (ids, reason) =>
          isBulkKycReason(reason)
            ? answer(api.POST('/admin/bulk/kycRequests/reject', { body: { ids, type: 'FINAL', reason, retryItems: [] } }))
            : Promise.reject(new Error(t('common.reasonRequired'))),
      },
    ],
  };
}

export function useBankAccountBulk(): ListBulkActions<BankAccount> {
  const { t } = useTranslation();
  const onDecided = useBulkReload(bankAccountKeys.all);
  return {
    rowId: (b) => b.id,
    rowLabel: (b) => `${b.customer.email} · ${b.holderName}`,
    isSelectable: (b) => b.status === 'PENDING',
    onDecided,
    actions: [
      {
        key: 'verify', label: t('bulk.action.verify'), policy: 'bankAccounts.decide', reason: { kind: 'none' },
        run: (ids) => answer(api.POST('/admin/bulk/bankAccounts/verify', { body: { ids } })),
      },
      {
        key: 'reject', label: t('bulk.action.reject'), policy: 'bankAccounts.decide', danger: true,
        reason: { kind: 'text', required: true, min: BANK_ACCOUNT_REASON_MIN, max: BANK_ACCOUNT_REASON_MAX, label: t('bulk.reason') },
        run: (ids, reason) => answer(api.POST('/admin/bulk/bankAccounts/reject', { body: { ids, reason: reason ?? '' } })),
      },
    ],
  };
}

export function useRewardBulk(): ListBulkActions<RefereeReward> {
  const { t } = useTranslation();
  const onDecided = useBulkReload(referralKeys.all);
  return {
    rowId: (r) => r.id,
    rowLabel: (r) => r.referee.email,
    isSelectable: (r) => r.status === 'PENDING' || r.status === 'ON_HOLD',
    onDecided,
    actions: [
      {
        key: 'approve', label: t('bulk.action.approve'), policy: 'referrals.decide',
        reason: { kind: 'text', required: false, max: REWARD_REASON_MAX, label: t('bulk.note') },
        run: (ids, reason) => answer(api.POST('/admin/bulk/referralRewards/approve', { body: { ids, reason } })),
      },
      {
        key: 'reject', label: t('bulk.action.reject'), policy: 'referrals.decide', danger: true,
        reason: { kind: 'text', required: true, min: REWARD_REASON_MIN, max: REWARD_REASON_MAX, label: t('bulk.reason') },
        run: (ids, reason) => answer(api.POST('/admin/bulk/referralRewards/reject', { body: { ids, reason: reason ?? '' } })),
      },
    ],
  };
}

export function useTransactionBulk(): ListBulkActions<P2PTransaction> {
  const { t } = useTranslation();
  const onDecided = useBulkReload(transactionKeys.all);
  return {
    rowId: (tx) => tx.id,
    rowLabel: (tx) => tx.transactionNumber,
    isSelectable: (tx) => tx.status === 'REQUESTED',
    onDecided,
    actions: [
      {
        key: 'approve', label: t('bulk.action.approve'), policy: 'p2p.transactions.approve', reason: { kind: 'none' },
        run: (ids) => answer(api.POST('/admin/bulk/p2pTransactions/approve', { body: { ids } })),
      },
      {
        key: 'reject', label: t('bulk.action.reject'), policy: 'p2p.transactions.reject', danger: true,
        reason: { kind: 'text', required: true, min: TRANSACTION_REASON_MIN, max: TRANSACTION_REASON_MAX, label: t('bulk.reason') },
        run: (ids, reason) => answer(api.POST('/admin/bulk/p2pTransactions/reject', { body: { ids, reason: reason ?? '' } })),
      },
    ],
  };
}
