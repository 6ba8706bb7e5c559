import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AccessRequest,
  AccessRequestStatus,
  RegisterRequest,
  approveAccessRequestSchema,
  listAccessRequestsQuerySchema,
} from '@exchange/contract/auth/access-requests';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import { listPage } from '../../platform/db/list-query.ts';
import { conflict, notFound, tooManyAttempts } from '../../platform/errors.ts';
import { isLocked, recordFailure } from '../../platform/security/login-throttle.ts';
import { hashPassword } from '../../platform/security/passwords.ts';
import type { AuthenticatedAdmin } from '../../platform/http/route-access.ts';
import { requireHolds } from '../access/access-commands.ts';
import { groupPolicies } from '../access/access-queries.ts';
import { accessGroups } from '../access/access-tables.ts';
import { joinRoleGroup } from '../access/effective-access.ts';
import type { AuthDeps } from './auth-context.ts';
import { accessRequests, admins } from './auth-tables.ts';

const REGISTER_RULE = { maxFailures: 10, windowMs: 3_600_000, lockoutMs: 3_600_000 };

/**
 * Sign-up never creates an account: it files a request for a super admin to decide. The answer is
 * the same whether or not the email is already known, so sign-up cannot be used to probe accounts.
 */
export async function fileAccessRequest(deps: AuthDeps, body: RegisterRequest, actor: Actor) {
  const key = `register:${actor.ip}`;
  if (await isLocked(deps.db, [key])) throw tooManyAttempts();
  await recordFailure(deps.db, key, REGISTER_RULE);
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction(async (tx) => {
    const [known] = await tx.select({ id: admins.id }).from(admins).where(eq(admins.email, body.email));
    const inserted = known
      ? []
      : await tx
          .insert(accessRequests)
          .values({ username: body.username, email: body.email, passwordHash, ip: actor.ip })
          .onConflictDoNothing()
          .returning({ id: accessRequests.id });
    await writeAudit(tx, { ...actor, email: body.email }, {
      action: 'access_request.file',
      outcome: inserted[0] ? 'SUCCESS' : 'FAILURE',
      targetType: 'access_request',
      targetId: inserted[0]?.id,
      after: inserted[0] ? { username: body.username, email: body.email, status: 'PENDING' } : undefined,
      detail: known ? 'email belongs to an admin already' : inserted[0] ? undefined : 'a request for this email is pending already',
    });
  });
  return { status: 'PENDING' as const };
}

type AccessRow = typeof accessRequests.$inferSelect & { decidedByName: string | null };
const toAccessRequest = (r: AccessRow): AccessRequest => ({
  id: r.id,
  username: r.username,
  email: r.email,
  status: r.status as AccessRequestStatus,
  createdAt: r.createdAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
  decidedBy: r.decidedBy,
  decidedByName: r.decidedByName,
});

export async function listAccessRequests(deps: AuthDeps, query: z.infer<typeof listAccessRequestsQuerySchema>) {
  const list = await listPage(deps.db, {
    select: deps.db.select({ ...getTableColumns(accessRequests), decidedByName: admins.name }).from(accessRequests)
      .leftJoin(admins, eq(admins.id, accessRequests.decidedBy)).$dynamic(),
    count: accessRequests,
    where: eq(accessRequests.status, query.status),
    orderBy: [desc(accessRequests.createdAt), desc(accessRequests.id)],
    page: query.page,
    limit: query.limit,
    withTotal: query.withTotal,
  });
  return { ...list, items: list.items.map(toAccessRequest) };
}

export async function decideAccessRequest(
  deps: AuthDeps,
  id: string,
  decision: { approve: true; body: z.infer<typeof approveAccessRequestSchema> } | { approve: false },
  admin: AuthenticatedAdmin,
  actor: Actor,
): Promise<AccessRequest> {
  return deps.db.transaction(async (tx) => {
    if (decision.approve) {
      // Approving hands out the role's policies: the approver must hold them all.
      const [group] = await tx.select({ id: accessGroups.id }).from(accessGroups).where(eq(accessGroups.name, decision.body.role));
      requireHolds(admin, (await groupPolicies(tx, group ? [group.id] : [])).policies, 'role');
    }
    const status = decision.approve ? 'APPROVED' : 'REFUSED';
    const [decided] = await tx
      .update(accessRequests)
      .set({ status, decidedAt: new Date(), decidedBy: actor.id })
      .where(and(eq(accessRequests.id, id), eq(accessRequests.status, 'PENDING')))
      .returning();
    if (!decided) {
      const [exists] = await tx.select({ status: accessRequests.status }).from(accessRequests).where(eq(accessRequests.id, id));
      if (!exists) throw notFound('accessRequest.notFound', 'Access request');
      throw conflict(exists.status === 'APPROVED' ? 'accessRequest.alreadyApproved' : 'accessRequest.alreadyRefused', `This request was already ${exists.status.toLowerCase()}`);
    }
    let adminId: string | undefined;
    if (decision.approve) {
      const [created] = await tx
        .insert(admins)
        .values({ email: decided.email, name: decided.username, role: decision.body.role, passwordHash: decided.passwordHash })
        .onConflictDoNothing()
        .returning({ id: admins.id });
      if (!created) throw conflict('admin.emailTaken', 'An admin with this email exists already');
      adminId = created.id;
      await joinRoleGroup(tx, created.id, decision.body.role);
    }
    await writeAudit(tx, actor, {
      action: decision.approve ? 'access_request.approve' : 'access_request.refuse',
      outcome: 'SUCCESS',
      targetType: 'access_request',
      targetId: id,
      before: { status: 'PENDING' },
      after: { status, adminId, role: decision.approve ? decision.body.role : undefined },
    });
    const [decider] = await tx.select({ name: admins.name }).from(admins).where(eq(admins.id, admin.id));
    return toAccessRequest({ ...decided, decidedByName: decider?.name ?? null });
  });
}
