import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, migrationsFolder } from '../db/database.ts';
import type { ApiApp } from './api-app.ts';

/** A migration as drizzle-kit's journal lists it; drizzle records `when` as `created_at` once applied. */
export interface JournalEntry {
  tag: string;
  when: number;
}

export function readMigrationJournal(folder = migrationsFolder): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

const DATABASE_TIMEOUT_MS = 3000;

const tags = ['operations'];
const healthySchema = z.object({ status: z.literal('ok') });
const unreadySchema = z.object({ status: z.literal('unavailable'), reason: z.string() });

/** Rejects when the promise has not settled within `ms`: a hung database must not hang the probe. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** `reason` goes to the caller (no session needed, so nothing internal); `err` only to the log. */
type Readiness = { ready: true } | { ready: false; reason: string; err?: unknown };

async function checkReadiness(db: Db, journal: JournalEntry[]): Promise<Readiness> {
  try {
    await within(db.execute(sql`select 1`), DATABASE_TIMEOUT_MS);
  } catch (err) {
    return { ready: false, reason: 'the database does not answer', err };
  }
  let applied: Set<number>;
  try {
    const result = (await within(db.execute(sql`select created_at from drizzle.__drizzle_migrations`), DATABASE_TIMEOUT_MS)) as unknown as {
      rows: { created_at: string | number }[];
    };
    applied = new Set(result.rows.map((row) => Number(row.created_at)));
  } catch (err) {
    return { ready: false, reason: 'the migrations table cannot be read', err };
  }
  const missing = journal.filter((entry) => !applied.has(entry.when)).map((entry) => entry.tag);
  // Rows the journal does not know are a newer release's migrations: this instance still works (rolling deploy).
  return missing.length === 0 ? { ready: true } : { ready: false, reason: `migrations not applied: ${missing.join(', ')}` };
}

/**
 * Probes for load balancers and orchestrators, outside /admin: no session, no request log.
 * `/healthz`: the process is up. `/readyz`: the database answers and every migration this build
 * ships is applied; otherwise 503 with the reason. While the server shuts down it takes no new
 * connections and Fastify answers 503 on open ones, so a balancer stops sending traffic.
 */
export function registerHealthRoutes(app: ApiApp, db: Db, journal: JournalEntry[] = readMigrationJournal()) {
  app.get(
    '/healthz',
    { schema: { tags, summary: 'Liveness: the process is up', security: [], response: { 200: healthySchema } } },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags,
        summary: 'Readiness: the database answers and every migration is applied',
        security: [],
        response: { 200: healthySchema, 503: unreadySchema },
      },
    },
    async (request, reply) => {
      const readiness = await checkReadiness(db, journal);
      if (!readiness.ready) request.log.warn({ err: readiness.err, reason: readiness.reason }, 'not ready');
      if (readiness.ready) return reply.header('cache-control', 'no-store').send({ status: 'ok' as const });
      return reply.code(503).header('cache-control', 'no-store').send({ status: 'unavailable' as const, reason: readiness.reason });
    },
  );
}
