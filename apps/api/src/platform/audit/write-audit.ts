import type { DbOrTx } from '../db/database.ts';
import { auditLog } from './audit-table.ts';

export type AuditOutcome = 'SUCCESS' | 'FAILURE' | 'DENIED';

/** Who did it and from where: taken from the request, passed down to services. */
export interface Actor {
  /** The admin; null for a service account (and for a caller without a session). */
  id: string | null;
  email: string | null;
  /** A service account of the exchange acting through /platform/... (then `id` is null). */
  serviceAccountId?: string | null;
  ip: string;
  userAgent: string;
}

export interface AuditEntry {
  action: string;
  outcome: AuditOutcome;
  targetType?: string;
  targetId?: string;
  before?: unknown;
  after?: unknown;
  detail?: string;
  /** The customer this is about: the row then shows on that customer's timeline. */
  customerId?: string;
}

/** Call it with the transaction that makes the change, so the row and the change commit together. */
export async function writeAudit(db: DbOrTx, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    ip: actor.ip,
    userAgent: actor.userAgent.slice(0, 512),
    action: entry.action,
    outcome: entry.outcome,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    detail: entry.detail ?? null,
    customerId: entry.customerId ?? null,
    actorServiceAccountId: actor.serviceAccountId ?? null,
  });
}

/** The admin who acts; a service account's call (no admin) is refused where a person must decide. */
export function adminOf(actor: Actor): string {
  if (!actor.id) throw new Error('this step is taken by a signed-in admin');
  return actor.id;
}

/** Who the ledger names as having posted an entry: the admin, or the service account of an integration call. */
export function postedBy(actor: Actor): string {
  const id = actor.id ?? actor.serviceAccountId;
  if (!id) throw new Error('a money movement is posted by an admin or a service account');
  return id;
}
