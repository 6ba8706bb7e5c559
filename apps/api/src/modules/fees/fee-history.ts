import type { FeeSnapshot } from '@exchange/contract/fees/fees';
import type { FeeChangeAction, FeeChangeSubject } from '@exchange/contract/fees/fee-rules';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Tx } from '../../platform/db/database.ts';
import { feeConfigChanges } from './fee-tables.ts';

export interface ChangeRecord {
  subject: FeeChangeSubject;
  subjectId: string;
  action: FeeChangeAction;
  before: FeeSnapshot;
  after: FeeSnapshot;
  reason: string;
  /** The audit log's action name. */
  auditAction: string;
  customerId?: string;
}

const targetTypes: Record<FeeChangeSubject, string> = {
  FEE_SCHEDULE: 'fee_schedule',
  TAX_RULE: 'tax_rule',
  WITHDRAWAL_LIMIT: 'withdrawal_limit',
  LIMIT_OVERRIDE: 'withdrawal_limit_override',
};

/**
 * Writes a change's history row and its audit row, in the transaction that makes the change. The
 * history (fee_config_changes, append-only) is what the screens show: full before/after rows of
 * one subject, readable with fees.read or limits.read, where the audit log is everyone's actions
 * and needs audit.read; the audit row keeps the change in Admin Activities and the customer's
 * timeline like every other.
 */
export async function recordChange(tx: Tx, actor: Actor, change: ChangeRecord): Promise<void> {
  await tx.insert(feeConfigChanges).values({
    subject: change.subject,
    subjectId: change.subjectId,
    action: change.action,
    before: change.before,
    after: change.after,
    reason: change.reason,
    adminId: actor.id,
    customerId: change.customerId ?? null,
  });
  await writeAudit(tx, actor, {
    action: change.auditAction,
    outcome: 'SUCCESS',
    targetType: targetTypes[change.subject],
    targetId: change.subjectId,
    before: change.before ?? undefined,
    // A removal leaves nothing behind: the trail says so rather than nothing.
    after: change.after ?? (change.action === 'REMOVE' ? { removed: true } : undefined),
    detail: change.reason,
    customerId: change.customerId,
  });
}
