import { LEAN_STATUSES } from '@exchange/contract/lean/lean-statuses';
import { DISPUTE_STATUSES, RESOLUTION_REASON_CODES } from '@exchange/contract/p2p/dispute-statuses';
import { ORDER_STATUSES } from '@exchange/contract/p2p/order-statuses';
import { TRANSACTION_STATUSES, WITHDRAWAL_STATUSES } from '@exchange/contract/p2p/transaction-statuses';
import { REWARD_STATUSES } from '@exchange/contract/referrals/reward-statuses';
import { BENEFICIARY_STATUSES } from '@exchange/contract/remittance/beneficiary-statuses';
import { CUSTOMER_STATES } from '@exchange/contract/customers/customer-states';
import { SCREENING_CASE_STATUSES } from '@exchange/contract/screening/screening-rules';
import { REIMBURSEMENT_STATUSES } from '@exchange/contract/reimbursements/reimbursement-statuses';
import { SUB_ACCOUNT_STATUSES } from '@exchange/contract/sub-accounts/sub-account-statuses';
import { describe, expect, it } from 'vitest';
import en from '../app/i18n/locales/en.json';

// StatusTag and the dispute screens build these keys at run time, out of reach of the static key test.
describe('status labels', () => {
  it('translate every status of the contract', () => {
    const labels: Record<string, string> = en.status;
    for (const status of [...TRANSACTION_STATUSES, ...WITHDRAWAL_STATUSES, ...ORDER_STATUSES, ...DISPUTE_STATUSES, ...REWARD_STATUSES, ...BENEFICIARY_STATUSES, ...LEAN_STATUSES, ...SCREENING_CASE_STATUSES, ...CUSTOMER_STATES, ...REIMBURSEMENT_STATUSES, ...SUB_ACCOUNT_STATUSES]) {
      expect(labels[status], status).toBeTypeOf('string');
    }
  });

  it('translate every resolution reason code', () => {
    const labels: Record<string, string> = en.disputes.reasonCode;
    for (const code of RESOLUTION_REASON_CODES) expect(labels[code], code).toBeTypeOf('string');
  });
});
