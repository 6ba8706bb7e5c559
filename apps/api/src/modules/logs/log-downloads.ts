import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { rangeEnd, rangeStart, type LogReportLink, type logReportRequestSchema } from '@exchange/contract/logs/log-reports';
import type { z } from 'zod';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { appError, forbidden } from '../../platform/errors.ts';
import { hashToken, newSessionToken } from '../../platform/security/tokens.ts';
import { accessColumns, effectivePolicies } from '../access/effective-access.ts';
import { admins } from '../auth/auth-tables.ts';
import { logDownloadTickets } from './log-tables.ts';

/** Long enough to open the tab, short enough that a copied link is soon worthless. */
export const LOG_LINK_TTL_MS = 5 * 60_000;

export const downloadPath = (token: string) => `/admin/logDownloads/${token}`;

/** Files the ticket for a download and answers its single-use URL. */
export async function createLogDownload(db: Db, input: z.output<typeof logReportRequestSchema>, actor: Actor, now: number): Promise<LogReportLink> {
  if (!actor.id) throw new Error('log downloads need a signed-in admin');
  const adminId = actor.id;
  const token = newSessionToken();
  const expiresAt = new Date(now + LOG_LINK_TTL_MS);
  const ticket = {
    logGroupName: input.logGroupName,
    fromTime: new Date(rangeStart(input.from)),
    toTime: new Date(rangeEnd(input.to)),
    lineLimit: input.limit,
    expiresAt,
  };
  await db.transaction(async (tx) => {
    const [row] = await tx.insert(logDownloadTickets).values({ ...ticket, tokenHash: hashToken(token), adminId }).returning({ id: logDownloadTickets.id });
    await writeAudit(tx, actor, {
      action: 'logs.download_link.create',
      outcome: 'SUCCESS',
      targetType: 'log_group',
      targetId: input.logGroupName,
      after: { ticketId: row?.id, from: ticket.fromTime.toISOString(), to: ticket.toTime.toISOString(), limit: input.limit, expiresAt: expiresAt.toISOString() },
    });
  });
  return { url: downloadPath(token), expiresAt: expiresAt.toISOString() };
}

export interface RedeemedDownload {
  logGroupName: string;
  fromMs: number;
  toMs: number;
  limit: number;
}

const gone = () => appError(410, 'logDownload.gone', 'This download link has expired or was used already. Ask for a new one from Download Logs.');

/**
 * Burns the ticket (one guarded UPDATE: two tabs racing get one file) and checks that its admin may
 * still read logs, since the link outlives nothing but may outlive a revoked policy.
 */
export async function redeemLogDownload(db: Db, token: string, request: { ip: string; userAgent: string }): Promise<RedeemedDownload> {
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .update(logDownloadTickets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(logDownloadTickets.tokenHash, hashToken(token)), isNull(logDownloadTickets.usedAt), gt(logDownloadTickets.expiresAt, sql`now()`)))
      .returning();
    if (!ticket) throw gone();
    const [admin] = await tx
      .select({ email: admins.email, isActive: admins.isActive, ...accessColumns() })
      .from(admins)
      .where(eq(admins.id, ticket.adminId));
    const actor: Actor = { id: ticket.adminId, email: admin?.email ?? null, ip: request.ip, userAgent: request.userAgent };
    if (!admin?.isActive || !effectivePolicies(admin.isSuper, admin.grantedPolicies).includes('logs.read')) {
      throw forbidden('logDownload.notAllowed', 'You may no longer download logs');
    }
    await writeAudit(tx, actor, {
      action: 'logs.download',
      outcome: 'SUCCESS',
      targetType: 'log_group',
      targetId: ticket.logGroupName,
      detail: `${ticket.fromTime.toISOString()} .. ${ticket.toTime.toISOString()}, at most ${ticket.lineLimit} lines`,
    });
    return { logGroupName: ticket.logGroupName, fromMs: ticket.fromTime.getTime(), toMs: ticket.toTime.getTime(), limit: ticket.lineLimit };
  });
}
