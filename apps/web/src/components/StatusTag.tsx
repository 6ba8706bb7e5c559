import type { LeanStatus } from '@exchange/contract/lean/lean-statuses';
import type { DisputeStatus } from '@exchange/contract/p2p/dispute-statuses';
import type { OrderStatus } from '@exchange/contract/p2p/order-statuses';
import type { TransactionStatus, WithdrawalStatus } from '@exchange/contract/p2p/transaction-statuses';
import type { RewardStatus } from '@exchange/contract/referrals/reward-statuses';
import type { BeneficiaryStatus } from '@exchange/contract/remittance/beneficiary-statuses';
import type { CustomerState } from '@exchange/contract/customers/customer-states';
import type { ScreeningCaseStatus } from '@exchange/contract/screening/screening-rules';
import type { KycStatus } from '@exchange/contract/kyc/kyc-levels';
import type { BankAccountStatus } from '@exchange/contract/bank-accounts/bank-account-statuses';
import type { FiatDepositStatus, FiatWithdrawalStatus } from '@exchange/contract/fiat/fiat-statuses';
import type { CryptoDepositStatus, CryptoWithdrawalStatus } from '@exchange/contract/crypto/crypto-rules';
import type { ReimbursementStatus } from '@exchange/contract/reimbursements/reimbursement-statuses';
import type { SubAccountStatus } from '@exchange/contract/sub-accounts/sub-account-statuses';
import type { WebhookDeliveryStatus } from '@exchange/contract/integration/integration-rules';
import type { TradeOrderStatus } from '@exchange/contract/trades/trade-rules';
import type { LeadStatus } from '@exchange/contract/leads/lead-rules';
import type { VoucherBatchStatus } from '@exchange/contract/vouchers/voucher-rules';
import type { CampaignPhase, CampaignRewardStatus } from '@exchange/contract/campaigns/campaign-rules';
import type { DonationCauseStatus } from '@exchange/contract/donations/donation-rules';
import type { CourseStatus } from '@exchange/contract/courses/course-rules';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Every status of the contract, and the on/off states the lists show as tags. */
type TaggedStatus =
  | TransactionStatus
  | WithdrawalStatus
  | OrderStatus
  | DisputeStatus
  | RewardStatus
  | BeneficiaryStatus
  | LeanStatus
  | ScreeningCaseStatus
  | CustomerState
  | KycStatus
  | BankAccountStatus
  | FiatDepositStatus
  | FiatWithdrawalStatus
  | ReimbursementStatus
  | SubAccountStatus
  | CryptoDepositStatus
  | CryptoWithdrawalStatus
  | WebhookDeliveryStatus
  | TradeOrderStatus
  | LeadStatus
  | VoucherBatchStatus
  | CampaignPhase
  | CampaignRewardStatus
  | DonationCauseStatus
  | CourseStatus
  | 'REVOKED'
  | 'ACTIVE'
  | 'INACTIVE'
  | 'ONLINE'
  | 'OFFLINE';

/**
 * Colours by meaning rather than by area, so that the same word looks the same on every screen:
 * waiting = gold, in progress = blue, done well = green, refused = red, closed = grey. Keyed by the
 * contract's statuses: a new one fails type checking until it has its colour.
 */
const statusColors: Readonly<Record<TaggedStatus, string>> = {
  REQUESTED: 'gold',
  PENDING: 'gold',
  PENDING_PAYMENT: 'gold',
  WITHDRAWAL_PENDING: 'gold',
  OPEN: 'orange',
  IN_REVIEW: 'processing',
  PAID: 'blue',
  PENDING_REVIEW: 'gold',
  AWAITING_APPROVAL: 'gold',
  AWAITING_SECOND_APPROVAL: 'gold',
  ON_HOLD: 'orange',
  INFO_REQUESTED: 'purple',
  SUBMITTED: 'gold',
  PENDING_APPROVAL: 'orange',
  SENT: 'green',
  RESUBMISSION_REQUESTED: 'purple',
  VERIFIED: 'success',
  DISBURSED: 'green',
  APPROVED: 'success',
  COMPLETED: 'success',
  WITHDRAWAL_APPROVED: 'success',
  RESOLVED_BUYER: 'success',
  RESOLVED_SELLER: 'cyan',
  ACTIVE: 'success',
  ONLINE: 'success',
  REJECTED: 'error',
  FAILED: 'error',
  WITHDRAWAL_REJECTED: 'error',
  DISPUTED: 'volcano',
  CANCELLED: 'default',
  INACTIVE: 'default',
  OFFLINE: 'default',
  FALSE_POSITIVE: 'default',
  TRUE_MATCH: 'red',
  FROZEN: 'geekblue',
  CLOSED: 'default',
  PENDING_CONFIRMATIONS: 'gold',
  RECOVERY_PENDING: 'orange',
  CREDITED: 'success',
  BROADCAST: 'processing',
  RETRYING: 'orange',
  DELIVERED: 'success',
  REVOKED: 'default',
  EXPIRED: 'default',
  PAUSED: 'orange',
  SCHEDULED: 'blue',
  RUNNING: 'processing',
  ENDED: 'default',
  PARTIALLY_FILLED: 'processing',
  FILLED: 'success',
  // Leads: a new lead waits, one being worked is in progress, converted is done well, lost is closed.
  NEW: 'gold',
  CONTACTED: 'processing',
  QUALIFIED: 'cyan',
  CONVERTED: 'success',
  LOST: 'default',
  // Courses: a draft is not shown to customers yet, a published one is live.
  DRAFT: 'default',
  PUBLISHED: 'success',
};

export interface StatusTagProps {
  status: string;
  /** Overrides the colour chosen for the status. */
  color?: string;
  /** Overrides the label, e.g. a shorter one where the column already names the subject. */
  label?: ReactNode;
  testId?: string;
}

/** A status as a coloured tag with its translated label (`status.<STATUS>` in the locale files). */
export function StatusTag({ status, color, label, testId }: StatusTagProps) {
  const { t } = useTranslation();
  return (
    <Tag color={color ?? (statusColors as Readonly<Partial<Record<string, string>>>)[status] ?? 'default'} data-testid={testId} data-status={status} style={{ marginInlineEnd: 0 }}>
      {label ?? t(`status.${status}`, { defaultValue: status })}
    </Tag>
  );
}
