import type { FiatDeposit } from '@exchange/contract/fiat/fiat-deposits';
import type { FiatWithdrawal } from '@exchange/contract/fiat/fiat-withdrawals';
import type { Tx } from '../../platform/db/database.ts';
import { emitEvent } from '../integration/emit-event.ts';

/** The exchange credits the customer's app balance and notifies them. */
export const depositCredited = (tx: Tx, x: FiatDeposit, ledgerEntryId: string) =>
  emitEvent(tx, {
    type: 'deposit.credited',
    subjectType: 'FIAT_DEPOSIT',
    subjectId: x.id,
    customerId: x.customer.id,
    data: { depositNumber: x.depositNumber, method: x.method, currency: x.currency, amount: x.amount, reference: x.reference, ledgerEntryId },
  });

/** Approved: the exchange's payment rail pays it out and reports the result. Rejected or failed: the customer is told why. */
export const withdrawalDecided = (tx: Tx, type: 'withdrawal.approved' | 'withdrawal.rejected' | 'withdrawal.failed', x: FiatWithdrawal, reason?: string) =>
  emitEvent(tx, {
    type,
    subjectType: 'FIAT_WITHDRAWAL',
    subjectId: x.id,
    customerId: x.customer.id,
    data: {
      withdrawalNumber: x.withdrawalNumber,
      currency: x.currency,
      amount: x.amount,
      fee: x.fee,
      tax: x.tax,
      total: x.total,
      bankAccountId: x.bankAccount.id,
      ...(reason ? { reason } : {}),
    },
  });
