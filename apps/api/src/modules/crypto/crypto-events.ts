import type { CryptoDeposit } from '@exchange/contract/crypto/crypto-deposits';
import type { CryptoWithdrawal } from '@exchange/contract/crypto/crypto-withdrawals';
import type { Tx } from '../../platform/db/database.ts';
import { emitEvent } from '../integration/emit-event.ts';

/** The exchange credits the customer's app balance and notifies them. */
export const cryptoDepositCredited = (tx: Tx, x: CryptoDeposit, ledgerEntryId: string) =>
  emitEvent(tx, {
    type: 'deposit.credited',
    subjectType: 'CRYPTO_DEPOSIT',
    subjectId: x.id,
    customerId: x.customer.id,
    data: {
      depositNumber: x.depositNumber,
      coin: x.coin,
      network: x.network.code,
      address: x.address,
      txHash: x.txHash,
      outputIndex: x.outputIndex,
      amount: x.amount,
      source: x.source,
      ledgerEntryId,
    },
  });

/** Approved: the wallet service broadcasts it and reports back. Rejected or failed: the customer is told why. */
export const cryptoWithdrawalDecided = (tx: Tx, type: 'withdrawal.approved' | 'withdrawal.rejected' | 'withdrawal.failed', x: CryptoWithdrawal, reason?: string) =>
  emitEvent(tx, {
    type,
    subjectType: 'CRYPTO_WITHDRAWAL',
    subjectId: x.id,
    customerId: x.customer.id,
    data: {
      withdrawalNumber: x.withdrawalNumber,
      coin: x.coin,
      network: x.network.code,
      address: x.address,
      amount: x.amount,
      networkFee: x.networkFee,
      fee: x.fee,
      tax: x.tax,
      total: x.total,
      ...(x.txHash ? { txHash: x.txHash } : {}),
      ...(reason ? { reason } : {}),
    },
  });
