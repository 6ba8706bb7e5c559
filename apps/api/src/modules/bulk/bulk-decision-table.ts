import type { z } from 'zod';
import type { Policy } from '@exchange/contract/access/policies';
import { BULK_ACTIONS, BULK_BODIES, type BulkArea, type BulkRowResult } from '@exchange/contract/bulk/bulk-decisions';
import type { Actor } from '../../platform/audit/write-audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { rejectBankAccount, verifyBankAccount } from '../bank-accounts/bank-account-decisions.ts';
import { rejectFiatDeposit } from '../fiat/fiat-deposit-commands.ts';
import { approveFiatWithdrawal, rejectFiatWithdrawal, submitFiatWithdrawal } from '../fiat/fiat-withdrawal-commands.ts';
import { approveKycRequest, rejectKycRequest } from '../kyc/kyc-decisions.ts';
import { approveTransaction, rejectTransaction } from '../p2p/transactions/transaction-decisions.ts';
import { actOnReward } from '../referrals/referral-commands.ts';
import { type BulkDecision, runBulkDecision } from './bulk-runner.ts';


export interface BulkRoute {
  area: BulkArea;
  action: string;
  policy: Policy;
  body: z.ZodType<{ ids: string[] }>;
  run: (db: Db, body: unknown, actor: Actor) => Promise<BulkRowResult[]>;
}

/**
 * Ties a body schema to its command's type: a field the command does not take is a type error.
 * The route has validated the body already; parsing it again (500 ids at most) is what hands the
 * command a typed body from a list that mixes them.
 */
const route = <S extends z.ZodType<{ ids: string[] }>>(area: BulkArea, action: string, policy: Policy, body: S, decision: BulkDecision<z.infer<S>>): BulkRoute =>
  ({ area, action, policy, body, run: (db, raw, actor) => runBulkDecision(db, decision, body.parse(raw), actor) });

const withdrawalPast = ['APPROVED', 'SENT', 'FAILED', 'REJECTED'] as const;
const kycPast = ['APPROVED', 'REJECTED', 'RESUBMISSION_REQUESTED'] as const;
const rewardPast = ['APPROVED', 'REJECTED', 'DISBURSED'] as const;
const transactionDecided = ['transaction.alreadyApproved', 'transaction.alreadyRejected'] as const;
const A = BULK_ACTIONS;
const B = BULK_BODIES;

export const BULK_ROUTES: readonly BulkRoute[] = [
  route('fiatDeposits', 'reject', A.fiatDeposits.reject, B.fiatDeposits.reject, {
    decide: (db, id, b, actor) => rejectFiatDeposit(db, id, b.reason, actor), decidedStatuses: ['APPROVED', 'REJECTED'],
  }),
  route('fiatWithdrawals', 'submitForApproval', A.fiatWithdrawals.submitForApproval, B.fiatWithdrawals.submitForApproval, {
    decide: (db, id, b, actor) => submitFiatWithdrawal(db, id, b.note, actor), decidedStatuses: ['PENDING_APPROVAL', ...withdrawalPast],
  }),
  route('fiatWithdrawals', 'approve', A.fiatWithdrawals.approve, B.fiatWithdrawals.approve, {
    decide: (db, id, b, actor) => approveFiatWithdrawal(db, id, { note: b.note }, actor), decidedStatuses: withdrawalPast,
  }),
  route('fiatWithdrawals', 'reject', A.fiatWithdrawals.reject, B.fiatWithdrawals.reject, {
    decide: (db, id, b, actor) => rejectFiatWithdrawal(db, id, b.reason, actor), decidedStatuses: withdrawalPast,
  }),
  route('kycRequests', 'approve', A.kycRequests.approve, B.kycRequests.approve, {
    decide: (db, id, b, actor) => approveKycRequest(db, id, { note: b.note }, actor), decidedStatuses: kycPast,
  }),
  route('kycRequests', 'reject', A.kycRequests.reject, B.kycRequests.reject, {
    decide: (db, id, b, actor) => rejectKycRequest(db, id, { type: b.type, reason: b.reason, retryItems: b.retryItems, comment: b.comment }, actor),
    decidedStatuses: kycPast,
  }),
  route('bankAccounts', 'verify', A.bankAccounts.verify, B.bankAccounts.verify, {
    decide: (db, id, _b, actor) => verifyBankAccount(db, id, actor), decidedStatuses: ['VERIFIED', 'REJECTED'],
  }),
  route('bankAccounts', 'reject', A.bankAccounts.reject, B.bankAccounts.reject, {
    decide: (db, id, b, actor) => rejectBankAccount(db, id, b.reason, actor), decidedStatuses: ['VERIFIED', 'REJECTED'],
  }),
  route('referralRewards', 'approve', A.referralRewards.approve, B.referralRewards.approve, {
    decide: (db, id, b, actor) => actOnReward(db, { rewardId: id, action: 'APPROVE', reason: b.reason }, actor),
    decidedStatuses: rewardPast, decidedCodes: ['reward.alreadyDisbursed'],
  }),
  route('referralRewards', 'reject', A.referralRewards.reject, B.referralRewards.reject, {
    decide: (db, id, b, actor) => actOnReward(db, { rewardId: id, action: 'REJECT', reason: b.reason }, actor),
    decidedStatuses: rewardPast, decidedCodes: ['reward.alreadyDisbursed'],
  }),
  route('p2pTransactions', 'approve', A.p2pTransactions.approve, B.p2pTransactions.approve, {
    decide: (db, id, _b, actor) => approveTransaction(db, id, actor), decidedStatuses: [], decidedCodes: transactionDecided,
  }),
  route('p2pTransactions', 'reject', A.p2pTransactions.reject, B.p2pTransactions.reject, {
    decide: (db, id, b, actor) => rejectTransaction(db, id, b.reason, actor), decidedStatuses: [], decidedCodes: transactionDecided,
  }),
];
