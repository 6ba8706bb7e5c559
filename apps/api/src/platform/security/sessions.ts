import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Role } from '@exchange/contract/auth/session';
import type { Db, DbOrTx } from '../db/database.ts';
import { adminSessions, admins } from '../../modules/auth/auth-tables.ts';
import { accessColumns, effectivePolicies } from '../../modules/access/effective-access.ts';
import type { Policy } from '@exchange/contract/access/policies';
import { hashToken, newSessionToken } from './tokens.ts';

export type SessionKind = 'pending' | 'full';

export interface SessionTimes {
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  pendingSessionMs: number;
}

export async function createSession(
  db: DbOrTx,
  input: { adminId: string; kind: SessionKind; ip: string; userAgent: string },
  times: SessionTimes,
): Promise<{ token: string; sessionId: string }> {
  const token = newSessionToken();
  const now = Date.now();
  const lifetime = input.kind === 'pending' ? times.pendingSessionMs : times.sessionAbsoluteMs;
  const [row] = await db
    .insert(adminSessions)
    .values({
      adminId: input.adminId,
      tokenHash: hashToken(token),
      kind: input.kind,
      ip: input.ip,
      userAgent: input.userAgent.slice(0, 512),
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + lifetime),
    })
    .returning({ id: adminSessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return { token, sessionId: row.id };
}

export interface SessionPrincipal {
  sessionId: string;
  sessionKind: SessionKind;
  id: string;
  email: string;
  name: string;
  role: Role;
  totpEnabled: boolean;
  policies: readonly Policy[];
  /** A group (or the super admin group) demands 2FA; with ADMIN_REQUIRE_2FA everyone does. */
  groupRequires2fa: boolean;
}

const TOUCH_EVERY_MS = 60_000;

function sessionLookup(db: Db) {
  return db
    .select({
      sessionId: adminSessions.id,
      kind: adminSessions.kind,
      lastSeenAt: adminSessions.lastSeenAt,
      expiresAt: adminSessions.expiresAt,
      id: admins.id,
      email: admins.email,
      name: admins.name,
      role: admins.role,
      isActive: admins.isActive,
      totpEnabled: admins.totpEnabled,
      ...accessColumns(),
    })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .where(and(eq(adminSessions.tokenHash, sql.placeholder('tokenHash')), isNull(adminSessions.revokedAt)))
    .prepare('find_live_session');
}

// Every request runs this lookup: prepared once per database, PostgreSQL plans it once per connection.
const preparedLookups = new WeakMap<Db, ReturnType<typeof sessionLookup>>();

const lookupsInFlight = new WeakMap<Db, Map<string, Promise<SessionRow | undefined>>>();
type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionLookup>['execute']>>[number];

/**
 * A console opening a screen sends several calls at once with one token: they share the lookup
 * that is already running instead of each queueing for a connection. Nothing is kept once it answers.
 */
function lookupOnce(db: Db, lookup: ReturnType<typeof sessionLookup>, tokenHash: string): Promise<SessionRow | undefined> {
  let running = lookupsInFlight.get(db);
  if (!running) lookupsInFlight.set(db, (running = new Map()));
  const pending = running.get(tokenHash);
  if (pending) return pending;
  const started = lookup.execute({ tokenHash }).then((rows) => rows[0]).finally(() => running.delete(tokenHash));
  running.set(tokenHash, started);
  return started;
}

/**
 * The session behind a bearer token (by its hash, hashToken), or null when it is unknown, revoked,
 * expired or idle too long.
 * `touch: false` checks without counting as activity: a live stream left open must not keep an
 * idle session alive.
 */
export async function findLiveSession(db: Db, tokenHash: string, times: SessionTimes, { touch = true } = {}): Promise<SessionPrincipal | null> {
  let lookup = preparedLookups.get(db);
  if (!lookup) {
    lookup = sessionLookup(db);
    preparedLookups.set(db, lookup);
  }
  const row = await lookupOnce(db, lookup, tokenHash);
  const now = Date.now();
  if (!row || !row.isActive || row.expiresAt.getTime() <= now) return null;
  if (row.kind === 'full' && row.lastSeenAt.getTime() + times.sessionIdleMs <= now) return null;
  // Writing on every request would turn each read into a write; a minute of slack is harmless.
  if (touch && now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(adminSessions).set({ lastSeenAt: new Date(now) }).where(eq(adminSessions.id, row.sessionId));
  }
  return {
    sessionId: row.sessionId,
    sessionKind: row.kind as SessionKind,
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as Role,
    totpEnabled: row.totpEnabled,
    policies: effectivePolicies(row.isSuper, row.grantedPolicies),
    groupRequires2fa: row.groupRequires2fa,
  };
}

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(adminSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.revokedAt)));
}

/** Returns how many sessions were ended; `keepSessionId` survives (the caller's own). */
export async function revokeAdminSessions(db: DbOrTx, adminId: string, keepSessionId?: string): Promise<number> {
  const ended = await db
    .update(adminSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(adminSessions.adminId, adminId),
        isNull(adminSessions.revokedAt),
        keepSessionId ? ne(adminSessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: adminSessions.id });
  return ended.length;
}
