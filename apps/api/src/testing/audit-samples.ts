import type { sql } from 'drizzle-orm';
import { rowsOf } from './access-test-helpers.ts';
import type { TestServer } from './test-server.ts';

/*
 * The audit-coverage suite (platform/audit/audit-coverage.test.ts) needs one valid sample request
 * per mutating route. Each area keeps its samples beside its routes and the suite merges them.
 */

/** What a sample call needs, made by its `prepare` (whose own audit rows are not counted). */
export interface PreparedCall {
  path: string;
  body?: unknown;
  /** Defaults to the super admin's token; null for public calls. */
  token?: string | null;
  /** Who the audit row must name; defaults to the super admin. */
  actorId?: string | null;
  targetId?: string;
  /** A multipart/form-data body with one file, sent instead of `body` (uploads). */
  multipart?: { field: string; fileName: string; content: Buffer };
}

/**
 * - 'create': the row must carry `after` (what was made).
 * - 'update': the row must carry `before` and `after`.
 * - 'none': a sign-in, session or credential event: no before/after is required (and a password must never be in one).
 */
export type StateChange = 'create' | 'update' | 'none';

export interface Sample {
  prepare(): Promise<PreparedCall>;
  /** Exactly the audit actions the call writes, in order. */
  actions: string[];
  state: StateChange;
}

export interface AuditSampleContext {
  server: TestServer;
  outbox: string;
  superId: string;
  superToken: string;
  superEmail: string;
  groupId: (name: string) => Promise<string>;
  seq: () => number;
}

export async function oneRow<T>(server: TestServer, query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await rowsOf<T>(server, query);
  if (!row) throw new Error(`no demo row for ${JSON.stringify(query)}`);
  return row;
}

