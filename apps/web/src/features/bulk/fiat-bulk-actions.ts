import type { FiatDeposit } from '@exchange/contract/fiat/fiat-deposits';
import { FIAT_NOTE_MAX, FIAT_REASON_MAX, FIAT_REASON_MIN } from '@exchange/contract/fiat/fiat-statuses';
import type { FiatWithdrawal } from '@exchange/contract/fiat/fiat-withdrawals';
import { useTranslation } from 'react-i18next';
import { answer, api } from '../../app/api.ts';
import type { ListBulkActions } from '../../components/list/bulk-actions.ts';
import { fiatKeys } from '../fiat/fiat-queries.ts';
import { useBulkReload } from './use-bulk-reload.ts';

/** Pending deposits are rejected in bulk; each approval names its own statement line, so none is approved in bulk. */
export function useFiatDepositBulk(): ListBulkActions<FiatDeposit> {
  const { t } = useTranslation();
  const onDecided = useBulkReload(fiatKeys.deposits());
  return {
    rowId: (d) => d.id,
    rowLabel: (d) => `${d.depositNumber} · ${d.reference}`,
    isSelectable: (d) => d.status === 'PENDING',
    onDecided,
    actions: [
      {
        key: 'reject', label: t('bulk.action.reject'), policy: 'fiat.deposits.decide', danger: true,
        reason: { kind: 'text', required: true, min: FIAT_REASON_MIN, max: FIAT_REASON_MAX, label: t('bulk.reason') },
        run: (ids, reason) => answer(api.POST('/admin/bulk/fiatDeposits/reject', { body: { ids, reason: reason ?? '' } })),
      },
    ],
  };
}

/** Withdrawals: the maker submits, a checker approves (the server refuses the submitter's own, row by row), either rejects. */
export function useFiatWithdrawalBulk(): ListBulkActions<FiatWithdrawal> {
  const { t } = useTranslation();
  const onDecided = useBulkReload(fiatKeys.withdrawals());
  const note = { kind: 'text', required: false, max: FIAT_NOTE_MAX, label: t('bulk.note') } as const;
  return {
    rowId: (w) => w.id,
    rowLabel: (w) => w.withdrawalNumber,
    isSelectable: (w) => w.status === 'SUBMITTED' || w.status === 'PENDING_APPROVAL',
    onDecided,
    actions: [
      {
        key: 'submitForApproval', label: t('bulk.action.submitForApproval'), policy: 'fiat.withdrawals.submit', reason: note,
        run: (ids, text) => answer(api.POST('/admin/bulk/fiatWithdrawals/submitForApproval', { body: { ids, note: text } })),
      },
      {
        key: 'approve', label: t('bulk.action.approve'), policy: 'fiat.withdrawals.approve', reason: note,
        run: (ids, text) => answer(api.POST('/admin/bulk/fiatWithdrawals/approve', { body: { ids, note: text } })),
      },
      {
        key: 'reject', label: t('bulk.action.reject'), policy: 'fiat.withdrawals.reject', danger: true,
        reason: { kind: 'text', required: true, min: FIAT_REASON_MIN, max: FIAT_REASON_MAX, label: t('bulk.reason') },
        run: (ids, reason) => answer(api.POST('/admin/bulk/fiatWithdrawals/reject', { body: { ids, reason: reason ?? '' } })),
      },
    ],
  };
}
