import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../platform/db/database.ts';
import { createPostgresTestDatabase, testDatabaseKinds } from '../../testing/test-server.ts';

/** The migrations folder as it was before the ledger (its journal cut before the ledger's migration). */
function foldersBeforeLedger(): { before: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'ledger-migration-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((e) => /^\d{4}_ledger$/.test(e.tag));
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { before: dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const SEED = `
  insert into admins (id, email, name, role, password_hash) values ('00000000-0000-4000-8000-0000000000a1', 'ledger-admin@example.com', 'Ada', 'superAdmin', 'x');
  insert into customers (id, email, name, country) values
    ('00000000-0000-4000-8000-0000000000c1', 'c1@example.com', 'One', 'AE'),
    ('00000000-0000-4000-8000-0000000000c2', 'c2@example.com', 'Two', 'SA');
  insert into customer_ledger_entries (id, customer_id, asset, amount, kind, reference_id, created_by, created_at) values
    ('00000000-0000-4000-8000-0000000000e1', '00000000-0000-4000-8000-0000000000c1', 'USDT', 12.5, 'REFERRAL_REWARD', '00000000-0000-4000-8000-0000000000f1', '00000000-0000-4000-8000-0000000000a1', '2025-01-01T10:00:00Z'),
    ('00000000-0000-4000-8000-0000000000e2', '00000000-0000-4000-8000-0000000000c1', 'AED', 1000.25, 'LEAN_DEPOSIT', '00000000-0000-4000-8000-0000000000f2', '00000000-0000-4000-8000-0000000000a1', '2025-01-02T10:00:00Z'),
    ('00000000-0000-4000-8000-0000000000e3', '00000000-0000-4000-8000-0000000000c1', 'AED', 0.75, 'LEAN_DEPOSIT', '00000000-0000-4000-8000-0000000000f3', '00000000-0000-4000-8000-0000000000a1', '2025-01-03T10:00:00Z'),
    ('00000000-0000-4000-8000-0000000000e4', '00000000-0000-4000-8000-0000000000c2', 'USDT', 0.00000001, 'REFERRAL_REWARD', '00000000-0000-4000-8000-0000000000f4', '00000000-0000-4000-8000-0000000000a1', '2025-01-04T10:00:00Z');
`;

const CHECKS = {
  entries: `select id::text, kind, reference_type, reference_id, actor_id::text from ledger_entries order by created_at`,
  lines: `select e.reference_id, a.owner, coalesce(a.customer_id::text, a.purpose) as account, a.bucket, l.asset,
      trim_scale(l.amount)::text as amount, trim_scale(l.balance_after)::text as balance_after
    from ledger_lines l join ledger_entries e on e.id = l.entry_id join ledger_accounts a on a.id = l.account_id
    order by e.created_at, a.owner`,
  balances: `select coalesce(a.customer_id::text, a.purpose) as account, a.asset, trim_scale(sum(b.balance))::text as balance
    from ledger_balances b join ledger_accounts a on a.id = b.account_id group by 1, 2 order by 1, 2`,
  oldTable: `select to_regclass('customer_ledger_entries')::text as t`,
};

const C1 = '00000000-0000-4000-8000-0000000000c1';
const C2 = '00000000-0000-4000-8000-0000000000c2';

describe.each(testDatabaseKinds())('the ledger migration on %s', (kind) => {
  const folders = foldersBeforeLedger();
  afterAll(() => folders.remove());

  /** Migrates to just before the ledger, seeds single-sided credits, migrates the rest and reads the results. */
  async function migrateWithOldCredits(): Promise<Record<keyof typeof CHECKS, unknown[]>> {
    const read = async (query: (text: string) => Promise<unknown[]>) => {
      const out: Record<string, unknown[]> = {};
      for (const [name, text] of Object.entries(CHECKS)) out[name] = await query(text);
      return out as Record<keyof typeof CHECKS, unknown[]>;
    };
    if (kind === 'pglite') {
      const client = new PGlite('memory://', { extensions: { pg_trgm } });
      try {
        await migratePglite(drizzlePglite({ client }), { migrationsFolder: folders.before });
        await client.exec(SEED);
        await migratePglite(drizzlePglite({ client }), { migrationsFolder });
        return await read(async (text) => (await client.query(text)).rows);
      } finally {
        await client.close();
      }
    }
    const created = await createPostgresTestDatabase();
    const client = new pg.Client({ connectionString: created.url });
    await client.connect();
    try {
      await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: folders.before });
      await client.query(SEED);
      await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
      return await read(async (text) => (await client.query(text)).rows);
    } finally {
      await client.end();
      await created.drop();
    }
  }

  it('moves every single-sided credit into a balanced journal entry, keeps ids and balances, and drops the old table', async () => {
    const result = await migrateWithOldCredits();
    expect(result.entries).toEqual([
      { id: '00000000-0000-4000-8000-0000000000e1', kind: 'REFERRAL_REWARD', reference_type: 'referral_reward', reference_id: '00000000-0000-4000-8000-0000000000f1', actor_id: '00000000-0000-4000-8000-0000000000a1' },
      { id: '00000000-0000-4000-8000-0000000000e2', kind: 'LEAN_DEPOSIT', reference_type: 'lean_transaction', reference_id: '00000000-0000-4000-8000-0000000000f2', actor_id: '00000000-0000-4000-8000-0000000000a1' },
      { id: '00000000-0000-4000-8000-0000000000e3', kind: 'LEAN_DEPOSIT', reference_type: 'lean_transaction', reference_id: '00000000-0000-4000-8000-0000000000f3', actor_id: '00000000-0000-4000-8000-0000000000a1' },
      { id: '00000000-0000-4000-8000-0000000000e4', kind: 'REFERRAL_REWARD', reference_type: 'referral_reward', reference_id: '00000000-0000-4000-8000-0000000000f4', actor_id: '00000000-0000-4000-8000-0000000000a1' },
    ]);
    const f = (n: number) => `00000000-0000-4000-8000-0000000000f${n}`;
    expect(result.lines).toEqual([
      { reference_id: f(1), owner: 'CUSTOMER', account: C1, bucket: 'AVAILABLE', asset: 'USDT', amount: '12.5', balance_after: '12.5' },
      { reference_id: f(1), owner: 'EXCHANGE', account: 'REWARDS_BUDGET', bucket: null, asset: 'USDT', amount: '-12.5', balance_after: null },
      { reference_id: f(2), owner: 'CUSTOMER', account: C1, bucket: 'AVAILABLE', asset: 'AED', amount: '1000.25', balance_after: '1000.25' },
      { reference_id: f(2), owner: 'EXCHANGE', account: 'BANK', bucket: null, asset: 'AED', amount: '-1000.25', balance_after: null },
      { reference_id: f(3), owner: 'CUSTOMER', account: C1, bucket: 'AVAILABLE', asset: 'AED', amount: '0.75', balance_after: '1001' },
      { reference_id: f(3), owner: 'EXCHANGE', account: 'BANK', bucket: null, asset: 'AED', amount: '-0.75', balance_after: null },
      { reference_id: f(4), owner: 'CUSTOMER', account: C2, bucket: 'AVAILABLE', asset: 'USDT', amount: '0.00000001', balance_after: '0.00000001' },
      { reference_id: f(4), owner: 'EXCHANGE', account: 'REWARDS_BUDGET', bucket: null, asset: 'USDT', amount: '-0.00000001', balance_after: null },
    ]);
    expect(result.balances).toEqual([
      { account: C1, asset: 'AED', balance: '1001' },
      { account: C1, asset: 'USDT', balance: '12.5' },
      { account: C2, asset: 'USDT', balance: '0.00000001' },
      { account: 'BANK', asset: 'AED', balance: '-1001' },
      { account: 'REWARDS_BUDGET', asset: 'USDT', balance: '-12.50000001' },
    ]);
    expect(result.oldTable).toEqual([{ t: null }]);
  });
});
