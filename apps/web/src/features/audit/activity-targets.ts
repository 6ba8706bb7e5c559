import { merchantPagePath } from '../p2p/merchants/merchant-paths.ts';

/**
 * Where the console shows an audited row's target, for the kinds of target that have a page of
 * their own; undefined for the others (a deleted session, a log download, a batch).
 */
export function activityTargetPath(targetType: string | null, targetId: string | null): string | undefined {
  if (!targetType || !targetId) return undefined;
  const id = encodeURIComponent(targetId);
  switch (targetType) {
    case 'admin':
      return `/iam?tab=users&admin=${id}`;
    case 'access_group':
      return '/iam';
    case 'merchant':
      return merchantPagePath(targetId);
    case 'p2p_transaction':
      return `/P2PTransactions?status=ALL&tx=${id}`;
    case 'order_dispute':
      return `/disputes/${id}`;
    case 'referral_reward':
      return `/referee-rewards?reward=${id}`;
    case 'ledger_reconciliation':
      return `/ledger-reconciliation?run=${id}`;
    default:
      return undefined;
  }
}
