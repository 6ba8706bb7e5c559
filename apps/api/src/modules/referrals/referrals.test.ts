import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { RefereeReward, ReferralListResponse, ReferrerCommission, RewardActionLog } from '@exchange/contract/referrals/referrals';
import { REWARD_ACTIONS, REWARD_STATUSES, REWARD_TRANSITIONS, type RewardAction, type RewardStatus } from '@exchange/contract/referrals/reward-statuses';
import { auditLog } from '../../platform/audit/audit-table.ts';
import { TEST_PASSWORD, UNKNOWN_UUID, createAdminWithOwnPolicies, fieldsOf, rowsOf, signIn } from '../../testing/access-test-helpers.ts';
import { fetchCsvExport } from '../../testing/csv-test-helpers.ts';
import { customerPostingsOf, trimmed } from '../../testing/ledger-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { referralRewardActions, referralRewards } from './referral-tables.ts';

type RewardList = ReferralListResponse<RefereeReward>;
type CommissionList = ReferralListResponse<ReferrerCommission>;
type Answer = RefereeReward & ApiError;

/** The API's text of an amount: exact, at least two decimals, no padding zeros beyond. */
const shown = (expression: string) => `(case when scale(trim_scale(${expression})) < 2 then round(${expression}, 2) else trim_scale(${expression}) end)::text`;

describe.each(testDatabaseKinds())('referrals on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let adminId: string;
  let finance: string;
  let support: string;
  let decideOnly: string;

  const rewards = (query: string, token = admin) => server.call<RewardList & ApiError>('GET', `/admin/referral/refereeRewardRecord${query}`, { token });
  const commission = (query: string, token = admin) => server.call<CommissionList & ApiError>('GET', `/admin/referral/referrerCommission${query}`, { token });
  const actionLog = (rewardId: string, token = admin) =>
    server.call<RewardActionLog & ApiError>('GET', `/admin/referral/actionLog?rewardId=${encodeURIComponent(rewardId)}`, { token });
  const act = (rewardId: string, action: RewardAction | string, reason?: string, token = admin) =>
    server.call<Answer>('POST', '/admin/referral/actionOnReward', { token, body: { rewardId, action, ...(reason === undefined ? {} : { reason }) } });
  const disburse = (rewardId: string, token = admin) => server.call<Answer>('POST', '/admin/referral/rewardDisburse', { token, body: { rewardId } });

  const stored = async (id: string) => (await server.database.db.select().from(referralRewards).where(eq(referralRewards.id, id)))[0];
  const ledgerOf = (id: string) => customerPostingsOf(server, id);
  const logOf = (id: string) => server.database.db.select().from(referralRewardActions).where(eq(referralRewardActions.rewardId, id));
  const auditOf = (id: string, action?: string) =>
    server.database.db.select().from(auditLog)
      .where(and(eq(auditLog.targetId, id), action ? eq(auditLog.action, action) : undefined)).orderBy(asc(auditLog.id));
  async function count(where: SQL = sql`true`) {
    const [row] = await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from referral_rewards r
      join customers rr on rr.id = r.referrer_id join customers re on re.id = r.referee_id where ${where}`);
    return row?.n ?? -1;
  }

  /** Hands out demo rewards in a given status, each one once, so tests never share a row. */
  const used = new Set<string>();
  async function fresh(status: RewardStatus) {
    const candidates = await rowsOf<{ id: string }>(server, sql`select id from referral_rewards where status = ${status} order by created_at, id`);
    const found = candidates.find((c) => !used.has(c.id));
    if (!found) throw new Error(`no unused ${status} reward left`);
    used.add(found.id);
    return found.id;
  }

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { demoData: true });
    adminId = await server.createAdmin({ email: 'admin@example.com', password: TEST_PASSWORD, role: 'admin', name: 'Ada Admin' });
    await server.createAdmin({ email: 'finance@example.com', password: TEST_PASSWORD, role: 'finance', name: 'Fiona Finance' });
    await server.createAdmin({ email: 'support@example.com', password: TEST_PASSWORD, role: 'support', name: 'Sue Support' });
    await createAdminWithOwnPolicies(server, { email: 'decider@example.com', policies: ['referrals.read', 'referrals.decide'] });
    [admin, finance, support, decideOnly] = (await Promise.all(
      ['admin', 'finance', 'support', 'decider'].map((name) => signIn(server, `${name}@example.com`)),
    )) as [string, string, string, string];
  });
  afterAll(() => server.close());

  describe('referee reward records', () => {
    it('pages newest first from pageNo 1 with 20 rows, an exact total and the full row shape', async () => {
      const first = await rewards('');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ pageNo: 1, pageSize: 20, total: await count(), totalIsCapped: false });
      expect(first.body.total).toBeGreaterThanOrEqual(300);
      expect(first.body.items).toHaveLength(20);
      const second = await rewards('?pageNo=2&pageSize=20');
      expect(second.body.pageNo).toBe(2);
      const expected = await rowsOf<{ id: string }>(server, sql`select id from referral_rewards order by created_at desc, id desc limit 40`);
      expect([...first.body.items, ...second.body.items].map((r) => r.id)).toEqual(expected.map((r) => r.id));
      const last = await rewards(`?pageNo=${Math.ceil(Number(first.body.total) / 200) + 1}&pageSize=200`);
      expect(last.body).toMatchObject({ items: [], total: first.body.total });

      const [paid] = await rowsOf<{ id: string; amount: string }>(server, sql`select id, ${sql.raw(shown('amount'))} as amount from referral_rewards where status = 'DISBURSED' order by created_at desc limit 1`);
      const all = await rewards('?rewardStatus=DISBURSED&pageSize=1');
      const row = all.body.items[0];
      expect(row?.id).toBe(paid?.id);
      expect(row).toMatchObject({
        amount: paid?.amount,
        status: 'DISBURSED',
        // Four-eyes in the demo too: Felix approved it, Tara paid it.
        disbursedByName: 'Tara Treasury',
        approvedBy: { id: expect.any(String), name: 'Felix Finance' },
        referrer: { id: expect.any(String), name: expect.any(String), email: expect.stringMatching(/@demo\.example$/) },
        referee: { id: expect.any(String), name: expect.any(String), email: expect.stringMatching(/@demo\.example$/) },
      });
      expect(row?.disbursedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(row?.referrer.id).not.toBe(row?.referee.id);
      expect(['SIGN_UP', 'KYC_VERIFIED', 'FIRST_TRADE', 'TRADE_COMMISSION']).toContain(row?.trigger);
    });

    it('has demo rewards in every status, in several coins, mostly USDT', async () => {
      for (const status of REWARD_STATUSES) expect(await count(sql`r.status = ${status}`), status).toBeGreaterThan(5);
      const coins = await rowsOf<{ coin: string; n: number }>(server, sql`select coin, count(*)::int as n from referral_rewards group by coin order by n desc`);
      expect(coins[0]?.coin).toBe('USDT');
      expect(coins.length).toBeGreaterThanOrEqual(3);
      const [busiest] = await rowsOf<{ n: number }>(server, sql`select count(distinct referee_id)::int as n from referral_rewards group by referrer_id order by n desc limit 1`);
      expect(busiest?.n).toBeGreaterThanOrEqual(8);
      // Every disbursed demo reward has its one ledger credit; no other reward has one.
      const [ledger] = await rowsOf<{ paid: number; credits: number; stray: number }>(server, sql`select
        (select count(*)::int from referral_rewards where status = 'DISBURSED') as paid,
        (select count(*)::int from ledger_entries e join referral_rewards r on r.id::text = e.reference_id and r.status = 'DISBURSED'
          join ledger_lines l on l.entry_id = e.id join ledger_accounts a on a.id = l.account_id and a.owner = 'CUSTOMER'
          join ledger_lines o on o.entry_id = e.id join ledger_accounts x on x.id = o.account_id and x.purpose = 'REWARDS_BUDGET'
          where e.kind = 'REFERRAL_REWARD' and l.amount = r.amount and o.amount = -r.amount and a.customer_id = r.referrer_id and a.bucket = 'AVAILABLE' and l.asset = r.coin) as credits,
        (select count(*)::int from ledger_entries e join referral_rewards r on r.id::text = e.reference_id and r.status <> 'DISBURSED') as stray`);
      expect(ledger?.credits).toBe(ledger?.paid);
      expect(ledger?.stray).toBe(0);
    });

    it('filters by each status, with totals equal to a SQL count', async () => {
      for (const status of REWARD_STATUSES) {
        const answer = await rewards(`?rewardStatus=${status}&pageSize=200`);
        expect(answer.status, status).toBe(200);
        expect(answer.body.total, status).toBe(await count(sql`r.status = ${status}`));
        expect(answer.body.items.every((r) => r.status === status), status).toBe(true);
      }
    });

    it('filters by a date range; an endAt date includes its whole day, an endAt date-time is inclusive', async () => {
      const [sample] = await rowsOf<{ id: string; created_at: string; day: string }>(server, sql`
        select id, created_at::text, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day from referral_rewards order by created_at desc offset 50 limit 1`);
      if (!sample) throw new Error('no reward');
      const sameDay = await rewards(`?startAt=${sample.day}&endAt=${sample.day}&pageSize=200`);
      expect(sameDay.status).toBe(200);
      expect(sameDay.body.items.map((r) => r.id)).toContain(sample.id);
      expect(sameDay.body.total).toBe(await count(sql`r.created_at >= ${sample.day}::date::timestamp at time zone 'UTC' and r.created_at < (${sample.day}::date + 1)::timestamp at time zone 'UTC'`));
      expect(sameDay.body.items.every((r) => r.createdAt.slice(0, 10) === sample.day)).toBe(true);

      const createdAt = (await stored(sample.id))?.createdAt.toISOString() ?? '';
      const upTo = await rewards(`?endAt=${encodeURIComponent(createdAt)}&pageSize=1`);
      expect(upTo.body.items[0]?.id).toBe(sample.id);
      expect(upTo.body.total).toBe(await count(sql`r.created_at < ${createdAt}::timestamptz + interval '1 millisecond'`));
      const from = await rewards(`?startAt=${encodeURIComponent(createdAt)}&pageSize=200`);
      expect(from.body.total).toBe(await count(sql`r.created_at >= ${createdAt}::timestamptz`));
      expect(from.body.items.at(-1)?.id).toBe(sample.id);

      const range = await rewards('?startAt=2000-01-01&endAt=2000-01-31');
      expect(range.body).toMatchObject({ total: 0, items: [] });
      const combined = await rewards(`?rewardStatus=PENDING&startAt=${sample.day}&pageSize=200`);
      expect(combined.body.total).toBe(await count(sql`r.status = 'PENDING' and r.created_at >= ${sample.day}::date::timestamp at time zone 'UTC'`));
    });

    it('refuses startAt after endAt with a 400 naming endAt', async () => {
      for (const query of ['?startAt=2024-03-02&endAt=2024-03-01', '?startAt=2024-03-01T12:00:00Z&endAt=2024-03-01T11:59:59Z', '?startAt=2024-03-02T00:00:00Z&endAt=2024-03-01']) {
        const answer = await rewards(query);
        expect(answer.status, query).toBe(400);
        expect(fieldsOf(answer.body), query).toEqual(['endAt']);
      }
      expect((await rewards('?startAt=2024-03-01T23:00:00Z&endAt=2024-03-01')).status).toBe(200);
    });

    it('searches the referrer and the referee by e-mail or name, without case, % and _ literal', async () => {
      const [pair] = await rowsOf<{ referrer: string; referee_name: string }>(server, sql`
        select rr.email as referrer, re.name as referee_name from referral_rewards r join customers rr on rr.id = r.referrer_id
        join customers re on re.id = r.referee_id order by r.created_at limit 1`);
      if (!pair) throw new Error('no reward');
      const byEmail = await rewards(`?search=${encodeURIComponent(pair.referrer.toUpperCase())}&pageSize=200`);
      expect(byEmail.body.total).toBe(await count(sql`rr.email ilike ${`%${pair.referrer}%`} or re.email ilike ${`%${pair.referrer}%`}`));
      expect(byEmail.body.items.every((r) => r.referrer.email.includes(pair.referrer) || r.referee.email.includes(pair.referrer))).toBe(true);
      const name = pair.referee_name.split(' ')[1] ?? pair.referee_name;
      const byName = await rewards(`?search=${encodeURIComponent(name.toLowerCase())}&pageSize=200`);
      expect(byName.body.total).toBeGreaterThan(0);
      expect(byName.body.total).toBe(await count(sql`rr.name ilike ${`%${name}%`} or re.name ilike ${`%${name}%`} or rr.email ilike ${`%${name}%`} or re.email ilike ${`%${name}%`}`));
      expect((await rewards(`?search=${encodeURIComponent('%')}`)).body.total).toBe(0);
      expect((await rewards(`?search=${encodeURIComponent('_')}`)).body.total).toBe(0);
      expect((await rewards('?search=nobody-by-that-name')).body).toMatchObject({ total: 0, items: [] });
    });

    it('refuses bad query parameters with a 400 naming each', async () => {
      const cases: [string, string][] = [
        ['?pageNo=0', 'pageNo'],
        ['?pageNo=-1', 'pageNo'],
        ['?pageNo=abc', 'pageNo'],
        ['?pageNo=1.5', 'pageNo'],
        ['?pageSize=0', 'pageSize'],
        ['?pageSize=201', 'pageSize'],
        ['?rewardStatus=PAID', 'rewardStatus'],
        ['?rewardStatus=pending', 'rewardStatus'],
        ['?startAt=2024-13-01', 'startAt'],
        ['?startAt=yesterday', 'startAt'],
        ['?endAt=2024-02-30T25:00:00Z', 'endAt'],
        [`?search=${'x'.repeat(101)}`, 'search'],
        ['?pageNo=1000&pageSize=200', 'pageNo'],
      ];
      for (const [query, field] of cases) {
        const answer = await rewards(query);
        expect(answer.status, query).toBe(400);
        expect(answer.body.error.code, query).toMatch(/^validation\./);
        expect(fieldsOf(answer.body), query).toContain(field);
      }
    });

    it('needs a session and referrals.read', async () => {
      expect((await server.call('GET', '/admin/referral/refereeRewardRecord')).status).toBe(401);
      const nobody = await createAdminWithOwnPolicies(server, { email: 'nobody@example.com', policies: ['audit.read'] });
      expect(nobody).toBeTruthy();
      const token = await signIn(server, 'nobody@example.com');
      expect((await rewards('', token)).status).toBe(403);
      expect((await commission('', token)).status).toBe(403);
      expect((await actionLog(UNKNOWN_UUID, token)).status).toBe(403);
      expect((await rewards('', support)).status).toBe(200);
      expect((await commission('', support)).status).toBe(200);
    });

    it('exports every reward matching the filters as CSV, whatever the page, with formulas defused, and audits it', async () => {
      const id = await fresh('PENDING');
      expect((await act(id, 'REJECT', '=cmd|calc, "quoted"')).status).toBe(200);
      const csv = await fetchCsvExport(server, '/admin/referral/refereeRewardRecord?rewardStatus=REJECTED&pageNo=3&pageSize=5', support);
      expect(csv.status).toBe(200);
      expect(csv.disposition).toMatch(/^attachment; filename="referee-rewards-.*\.csv"$/);
      expect(csv.header).toEqual(['created_at', 'status', 'trigger', 'coin', 'amount', 'referrer_name', 'referrer_email', 'referee_name', 'referee_email',
        'status_reason', 'approved_by', 'approved_at', 'disbursed_by', 'disbursed_at']);
      expect(csv.rows).toHaveLength(await count(sql`r.status = 'REJECTED'`));
      expect(csv.rows.every((r) => r.status === 'REJECTED')).toBe(true);
      const reward = (await rewards('?rewardStatus=REJECTED&pageSize=1')).body.items[0];
      expect(csv.rows[0]).toMatchObject({
        created_at: reward?.createdAt.slice(0, 19) + 'Z', coin: reward?.coin, amount: reward?.amount, referrer_email: reward?.referrer.email,
        referee_email: reward?.referee.email, status_reason: reward?.statusReason, approved_by: '', disbursed_at: '',
      });
      expect(csv.rows.filter((r) => r.status_reason === `'=cmd|calc, "quoted"`)).toHaveLength(1);
      expect(csv.audits).toEqual([{ action: 'referrals.rewards.export_csv', targetType: 'referral_rewards', detail: JSON.stringify({ rewardStatus: 'REJECTED' }), actorId: expect.any(String) }]);
      const backwards = await fetchCsvExport(server, '/admin/referral/refereeRewardRecord?startAt=2026-02-01&endAt=2026-01-01', support);
      expect(backwards.status).toBe(400);
      expect(backwards.audits).toEqual([]);
    });
  });

  describe('referrer commission', () => {
    const expectedRows = () =>
      rowsOf<{ referrer_id: string; coin: string; referees: number; rewards: number; pending: string; approved: string; disbursed: string; rejected: string; last: string }>(server, sql`
        select referrer_id, coin, count(distinct referee_id)::int as referees, count(*)::int as rewards,
          ${sql.raw(shown("coalesce(sum(amount) filter (where status in ('PENDING', 'ON_HOLD')), 0)"))} as pending,
          ${sql.raw(shown("coalesce(sum(amount) filter (where status = 'APPROVED'), 0)"))} as approved,
          ${sql.raw(shown("coalesce(sum(amount) filter (where status = 'DISBURSED'), 0)"))} as disbursed,
          ${sql.raw(shown("coalesce(sum(amount) filter (where status = 'REJECTED'), 0)"))} as rejected,
          max(created_at) as last
        from referral_rewards group by referrer_id, coin
        order by coalesce(sum(amount) filter (where status in ('APPROVED', 'DISBURSED')), 0) desc, max(created_at) desc, referrer_id, coin`);

    it('sums each referrer and coin exactly, ordered by approved + disbursed', async () => {
      const expected = await expectedRows();
      const answer = await commission('?pageSize=200');
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ pageNo: 1, pageSize: 200, total: expected.length, totalIsCapped: false });
      expect(answer.body.items.map((c) => [c.referrer.id, c.coin, c.referees, c.rewards, c.pendingAmount, c.approvedAmount, c.disbursedAmount, c.rejectedAmount, c.lastRewardAt]))
        .toEqual(expected.slice(0, 200).map((e) => [e.referrer_id, e.coin, e.referees, e.rewards, e.pending, e.approved, e.disbursed, e.rejected, new Date(e.last).toISOString()]));
      const top = answer.body.items[0];
      expect(top?.referees).toBeGreaterThanOrEqual(5);
      expect(top?.referrer.email).toMatch(/@demo\.example$/);
      const second = await commission('?pageNo=2&pageSize=5');
      expect(second.body.items.map((c) => `${c.referrer.id}/${c.coin}`)).toEqual(expected.slice(5, 10).map((e) => `${e.referrer_id}/${e.coin}`));
    });

    it('filters by coin and by the referrer, and refuses bad parameters', async () => {
      const btc = await commission('?coin=BTC&pageSize=200');
      expect(btc.body.total).toBe((await expectedRows()).filter((e) => e.coin === 'BTC').length);
      expect(btc.body.total).toBeGreaterThan(0);
      expect(btc.body.items.every((c) => c.coin === 'BTC')).toBe(true);
      const top = (await commission('?pageSize=1')).body.items[0];
      if (!top) throw new Error('no commission');
      const mine = await commission(`?search=${encodeURIComponent(top.referrer.email.toUpperCase())}&pageSize=200`);
      expect(mine.body.items.length).toBeGreaterThan(0);
      expect(mine.body.items.every((c) => c.referrer.email.includes(top.referrer.email))).toBe(true);
      expect((await commission('?search=nobody-by-that-name')).body).toMatchObject({ total: 0, items: [] });
      for (const [query, field] of [['?coin=DOGE', 'coin'], ['?pageSize=500', 'pageSize'], ['?pageNo=0', 'pageNo']] as const) {
        const answer = await commission(query);
        expect(answer.status, query).toBe(400);
        expect(fieldsOf(answer.body), query).toContain(field);
      }
    });

    it('exports every referrer and coin matching the filters as CSV, by referrer e-mail, and audits it', async () => {
      const csv = await fetchCsvExport(server, '/admin/referral/referrerCommission?coin=BTC&pageNo=2&pageSize=1', support);
      expect(csv.status).toBe(200);
      expect(csv.disposition).toMatch(/^attachment; filename="referrer-commission-.*\.csv"$/);
      expect(csv.header).toEqual(['referrer_name', 'referrer_email', 'coin', 'referees', 'rewards', 'pending_amount', 'approved_amount', 'disbursed_amount', 'rejected_amount', 'last_reward_at']);
      const expected = (await expectedRows()).filter((e) => e.coin === 'BTC');
      expect(csv.rows).toHaveLength(expected.length);
      const emails = csv.rows.map((r) => r.referrer_email);
      expect(emails).toEqual([...emails].sort());
      const top = (await commission('?coin=BTC&pageSize=1')).body.items[0];
      expect(csv.rows.find((r) => r.referrer_email === top?.referrer.email)).toEqual({
        referrer_name: top?.referrer.name, referrer_email: top?.referrer.email, coin: 'BTC', referees: String(top?.referees), rewards: String(top?.rewards),
        pending_amount: top?.pendingAmount, approved_amount: top?.approvedAmount, disbursed_amount: top?.disbursedAmount, rejected_amount: top?.rejectedAmount,
        last_reward_at: top?.lastRewardAt.slice(0, 19) + 'Z',
      });
      expect(csv.audits).toEqual([{ action: 'referrals.commission.export_csv', targetType: 'referrer_commission', detail: JSON.stringify({ coin: 'BTC' }), actorId: expect.any(String) }]);
    });
  });

  describe('action log', () => {
    it('lists a disbursed demo reward from its creation by the system to its payout, oldest first', async () => {
      const [paid] = await rowsOf<{ id: string }>(server, sql`select id from referral_rewards where status = 'DISBURSED' order by created_at limit 1`);
      const answer = await actionLog(paid?.id ?? '');
      expect(answer.status).toBe(200);
      const entries = answer.body.items;
      expect(entries[0]).toMatchObject({ action: 'CREATE', fromStatus: null, toStatus: 'PENDING', admin: null });
      expect(entries.at(-1)).toMatchObject({ action: 'DISBURSE', fromStatus: 'APPROVED', toStatus: 'DISBURSED', admin: { name: 'Tara Treasury' } });
      expect(entries.at(-2)).toMatchObject({ action: 'APPROVE', admin: { name: 'Felix Finance' } });
      expect(entries.map((e) => e.createdAt)).toEqual([...entries.map((e) => e.createdAt)].sort());
      // Each entry starts where the previous one ended.
      for (let i = 1; i < entries.length; i += 1) expect(entries[i]?.fromStatus).toBe(entries[i - 1]?.toStatus);
    });

    it('gives a pending demo reward its CREATE entry only', async () => {
      const id = await fresh('PENDING');
      const answer = await actionLog(id);
      expect(answer.body.items).toHaveLength(1);
      expect(answer.body.items[0]).toMatchObject({ action: 'CREATE', toStatus: 'PENDING', reason: null, admin: null });
    });

    it('answers 404 for an unknown reward and 400 for a missing or malformed id', async () => {
      const unknown = await actionLog(UNKNOWN_UUID);
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('reward.notFound');
      const malformed = await actionLog('not-a-uuid');
      expect(malformed.status).toBe(400);
      expect(fieldsOf(malformed.body)).toContain('rewardId');
      const missing = await server.call<ApiError>('GET', '/admin/referral/actionLog', { token: admin });
      expect(missing.status).toBe(400);
      expect(fieldsOf(missing.body)).toContain('rewardId');
    });
  });

  describe('decisions', () => {
    it('approves a pending reward, logs and audits it in the same transaction', async () => {
      const id = await fresh('PENDING');
      const answer = await act(id, 'APPROVE');
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id, status: 'APPROVED', statusReason: null, disbursedAt: null, approvedBy: { id: adminId, name: 'Ada Admin' } });
      expect(answer.body.approvedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect((await stored(id))?.status).toBe('APPROVED');
      const log = (await actionLog(id)).body.items;
      expect(log.map((e) => e.action)).toEqual(['CREATE', 'APPROVE']);
      expect(log[1]).toMatchObject({ fromStatus: 'PENDING', toStatus: 'APPROVED', reason: null, admin: { id: adminId, name: 'Ada Admin' } });
      const audit = await auditOf(id);
      expect(audit.map((a) => a.action)).toEqual(['referrals.reward.approve']);
      expect(audit[0]).toMatchObject({ actorId: adminId, outcome: 'SUCCESS', targetType: 'referral_reward', before: { status: 'PENDING' }, after: { status: 'APPROVED' } });
    });

    it('keeps an optional note with an approval, trimmed; an empty one is none', async () => {
      const id = await fresh('PENDING');
      const answer = await act(id, 'APPROVE', '  Checked with compliance  ', finance);
      expect(answer.body).toMatchObject({ status: 'APPROVED', statusReason: 'Checked with compliance' });
      const other = await fresh('ON_HOLD');
      expect((await act(other, 'APPROVE', '   ')).body).toMatchObject({ status: 'APPROVED', statusReason: null });
    });

    it('holds and rejects only with a reason of 3 to 500 characters', async () => {
      const id = await fresh('PENDING');
      const cases: [RewardAction, string | undefined][] = [
        ['HOLD', undefined],
        ['REJECT', undefined],
        ['HOLD', ''],
        ['REJECT', '   '],
        ['HOLD', ' ab '],
        ['REJECT', 'x'.repeat(501)],
        ['APPROVE', 'x'.repeat(501)],
      ];
      for (const [action, reason] of cases) {
        const answer = await act(id, action, reason);
        expect(answer.status, `${action} ${JSON.stringify(reason)}`).toBe(400);
        expect(fieldsOf(answer.body), `${action} ${JSON.stringify(reason)}`).toEqual(['reason']);
      }
      expect((await stored(id))?.status).toBe('PENDING');
      expect(await logOf(id)).toHaveLength(1);
      expect(await auditOf(id)).toHaveLength(0);
    });

    it('follows REWARD_TRANSITIONS: pending -> on hold -> approved -> on hold -> rejected, each logged with its reason', async () => {
      const id = await fresh('PENDING');
      const held = await act(id, 'HOLD', '  Checking the referee documents ');
      expect(held.body).toMatchObject({ status: 'ON_HOLD', statusReason: 'Checking the referee documents' });
      expect((await act(id, 'APPROVE', undefined, finance)).body.status).toBe('APPROVED');
      expect((await act(id, 'HOLD', 'Stopped before payout: fraud alert')).body.status).toBe('ON_HOLD');
      const rejected = await act(id, 'REJECT', 'Self-referral confirmed');
      expect(rejected.body).toMatchObject({ status: 'REJECTED', statusReason: 'Self-referral confirmed' });
      const log = (await actionLog(id)).body.items;
      expect(log.map((e) => [e.action, e.fromStatus, e.toStatus, e.reason, e.admin?.name ?? null])).toEqual([
        ['CREATE', null, 'PENDING', null, null],
        ['HOLD', 'PENDING', 'ON_HOLD', 'Checking the referee documents', 'Ada Admin'],
        ['APPROVE', 'ON_HOLD', 'APPROVED', null, 'Fiona Finance'],
        ['HOLD', 'APPROVED', 'ON_HOLD', 'Stopped before payout: fraud alert', 'Ada Admin'],
        ['REJECT', 'ON_HOLD', 'REJECTED', 'Self-referral confirmed', 'Ada Admin'],
      ]);
      expect((await auditOf(id)).map((a) => a.action)).toEqual(['referrals.reward.hold', 'referrals.reward.approve', 'referrals.reward.hold', 'referrals.reward.reject']);
    });

    it('refuses every transition the status machine does not allow with a 409 naming the current status, changing nothing', async () => {
      let refusals = 0;
      for (const status of REWARD_STATUSES) {
        for (const action of REWARD_ACTIONS) {
          if (REWARD_TRANSITIONS[action].from.includes(status)) continue;
          const id = await fresh(status);
          const before = await stored(id);
          const logBefore = (await logOf(id)).length;
          const answer = await act(id, action, 'A reason long enough');
          expect(answer.status, `${action} from ${status}`).toBe(409);
          expect(answer.body.error.code).toBe(({ APPROVE: 'reward.cannotApprove', HOLD: 'reward.cannotHold', REJECT: 'reward.cannotReject' } as const)[action]);
          expect(answer.body.error.params).toEqual({ status });
          expect(answer.body.error.message, `${action} from ${status}`).toContain(status);
          expect(await stored(id)).toEqual(before);
          expect(await logOf(id)).toHaveLength(logBefore);
          expect(await auditOf(id)).toHaveLength(0);
          refusals += 1;
        }
      }
      // APPROVE from APPROVED, REJECTED, DISBURSED; HOLD from ON_HOLD, REJECTED, DISBURSED; REJECT from APPROVED, REJECTED, DISBURSED.
      expect(refusals).toBe(9);
    });

    it('lets exactly one of two concurrent decisions win', async () => {
      const id = await fresh('PENDING');
      const answers = await Promise.all([act(id, 'APPROVE', undefined, admin), act(id, 'REJECT', 'Racing rejection', finance)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.status === 200);
      expect((await stored(id))?.status).toBe(winner?.body.status);
      expect(await logOf(id)).toHaveLength(2);
      expect(await auditOf(id)).toHaveLength(1);
    });

    it('answers 404 for an unknown reward and 400 for a bad body', async () => {
      const unknown = await act(UNKNOWN_UUID, 'APPROVE');
      expect(unknown.status).toBe(404);
      for (const [body, field] of [
        [{ rewardId: 'nope', action: 'APPROVE' }, 'rewardId'],
        [{ action: 'APPROVE' }, 'rewardId'],
        [{ rewardId: UNKNOWN_UUID, action: 'DISBURSE' }, 'action'],
        [{ rewardId: UNKNOWN_UUID }, 'action'],
        [{ rewardId: UNKNOWN_UUID, action: 'HOLD', reason: 42 }, 'reason'],
      ] as const) {
        const answer = await server.call<ApiError>('POST', '/admin/referral/actionOnReward', { token: admin, body });
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(fieldsOf(answer.body), JSON.stringify(body)).toContain(field);
      }
    });

    it('forbids decisions and payouts to support (referrals.read only), and payouts to an admin without referrals.disburse', async () => {
      const pending = await fresh('PENDING');
      const approved = await fresh('APPROVED');
      const tried = [
        await act(pending, 'APPROVE', undefined, support),
        await act(pending, 'REJECT', 'Not allowed to', support),
        await disburse(approved, support),
        await disburse(approved, decideOnly),
      ];
      expect(tried.map((a) => a.status)).toEqual([403, 403, 403, 403]);
      expect((await stored(pending))?.status).toBe('PENDING');
      expect((await stored(approved))?.status).toBe('APPROVED');
      expect(await ledgerOf(approved)).toHaveLength(0);
      expect((await act(pending, 'APPROVE', undefined, decideOnly)).status).toBe(200);
      expect((await server.call('POST', '/admin/referral/rewardDisburse', { body: { rewardId: approved } })).status).toBe(401);
    });
  });

  describe('disbursement', () => {
    it('pays an approved reward once: status, ledger credit, log and audit together', async () => {
      const id = await fresh('APPROVED');
      const before = await stored(id);
      const answer = await disburse(id);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id, status: 'DISBURSED', disbursedBy: adminId, disbursedByName: 'Ada Admin' });
      expect(answer.body.disbursedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      const ledger = await ledgerOf(id);
      expect(ledger).toHaveLength(1);
      expect(ledger[0]).toMatchObject({ customerId: before?.referrerId, bucket: 'AVAILABLE', asset: before?.coin, amount: trimmed(before?.amount), kind: 'REFERRAL_REWARD', actorId: adminId, counterparty: 'REWARDS_BUDGET' });
      const log = (await actionLog(id)).body.items;
      expect(log.at(-1)).toMatchObject({ action: 'DISBURSE', fromStatus: 'APPROVED', toStatus: 'DISBURSED', admin: { id: adminId, name: 'Ada Admin' } });
      const audit = await auditOf(id, 'referrals.reward.disburse');
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ before: { status: 'APPROVED' }, after: { status: 'DISBURSED', amount: before?.amount, coin: before?.coin, ledgerEntryId: ledger[0]?.entryId } });

      const again = await disburse(id);
      expect(again.status).toBe(409);
      expect(again.body.error.message).toMatch(/already disbursed/);
      expect(await ledgerOf(id)).toHaveLength(1);
      expect(await auditOf(id, 'referrals.reward.disburse')).toHaveLength(1);
    });

    it('refuses to pay a pending, on-hold or rejected reward (409 naming the status) and credits nothing', async () => {
      for (const status of ['PENDING', 'ON_HOLD', 'REJECTED'] as const) {
        const id = await fresh(status);
        const answer = await disburse(id);
        expect(answer.status, status).toBe(409);
        expect(answer.body.error.message, status).toContain(status);
        expect((await stored(id))?.status).toBe(status);
        expect(await ledgerOf(id)).toHaveLength(0);
        expect(await auditOf(id)).toHaveLength(0);
      }
    });

    it('pays once when two disbursements race: one 200, one 409, one ledger entry', async () => {
      const id = await fresh('PENDING');
      // Approved by a third admin: both racers may pay it.
      expect((await act(id, 'APPROVE', undefined, decideOnly)).status).toBe(200);
      const answers = await Promise.all([disburse(id, admin), disburse(id, finance)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)?.body.error.message).toMatch(/already disbursed/);
      expect(await ledgerOf(id)).toHaveLength(1);
      expect((await logOf(id)).filter((e) => e.action === 'DISBURSE')).toHaveLength(1);
      expect(await auditOf(id, 'referrals.reward.disburse')).toHaveLength(1);
      expect((await stored(id))?.status).toBe('DISBURSED');
    });

    it('answers 404 for an unknown reward and 400 for a bad body', async () => {
      expect((await disburse(UNKNOWN_UUID)).status).toBe(404);
      for (const body of [{}, { rewardId: 'x' }, { rewardId: 7 }]) {
        const answer = await server.call<ApiError>('POST', '/admin/referral/rewardDisburse', { token: admin, body });
        expect(answer.status).toBe(400);
        expect(fieldsOf(answer.body)).toContain('rewardId');
      }
    });

    it('shows the payout in the referrer commission', async () => {
      const id = await fresh('APPROVED');
      const reward = await stored(id);
      const [referrer] = await rowsOf<{ email: string }>(server, sql`select email from customers where id = ${reward?.referrerId}`);
      const row = async () => (await commission(`?search=${encodeURIComponent(referrer?.email ?? '')}&coin=${reward?.coin}`)).body.items.find((c) => c.referrer.id === reward?.referrerId);
      const before = await row();
      expect((await disburse(id)).status).toBe(200);
      const after = await row();
      const [sums] = await rowsOf<{ approved: string; disbursed: string }>(server, sql`
        select ${sql.raw(shown('(x.approved - x.amount)'))} as approved, ${sql.raw(shown('(x.disbursed + x.amount)'))} as disbursed
        from (select ${before?.approvedAmount}::numeric as approved, ${before?.disbursedAmount}::numeric as disbursed, ${reward?.amount}::numeric as amount) x`);
      expect(after).toMatchObject({ approvedAmount: sums?.approved, disbursedAmount: sums?.disbursed, pendingAmount: before?.pendingAmount, rewards: before?.rewards });
    });
  });
  describe('four-eyes on payouts', () => {
    it('refuses the payout to the admin who approved the reward (409, nothing paid), and pays it from another admin', async () => {
      const id = await fresh('PENDING');
      expect((await act(id, 'APPROVE', 'Checks cleared')).body.approvedBy).toEqual({ id: adminId, name: 'Ada Admin' });
      const self = await disburse(id);
      expect(self.status).toBe(409);
      expect(self.body.error).toEqual({ code: 'reward.fourEyes', message: 'Four-eyes rule: you approved this reward, so another admin must disburse it' });
      expect(await stored(id)).toMatchObject({ status: 'APPROVED', approvedBy: adminId, disbursedBy: null });
      expect(await ledgerOf(id)).toHaveLength(0);
      expect((await logOf(id)).map((e) => e.action).sort()).toEqual(['APPROVE', 'CREATE']);
      expect(await auditOf(id, 'referrals.reward.disburse')).toHaveLength(0);

      const paid = await disburse(id, finance);
      expect(paid.status).toBe(200);
      expect(paid.body).toMatchObject({ status: 'DISBURSED', disbursedByName: 'Fiona Finance', approvedBy: { id: adminId, name: 'Ada Admin' } });
      expect(await ledgerOf(id)).toHaveLength(1);
      const audit = await auditOf(id, 'referrals.reward.disburse');
      expect(audit[0]?.before).toEqual({ status: 'APPROVED', approvedBy: adminId });
    });

    it('follows the approval that holds: after a hold, whoever approves again is the one who may not pay', async () => {
      const id = await fresh('PENDING');
      expect((await act(id, 'APPROVE', undefined, finance)).status).toBe(200);
      const held = await act(id, 'HOLD', 'Fraud alert on the referee');
      expect(held.body).toMatchObject({ status: 'ON_HOLD', approvedBy: null, approvedAt: null });
      expect((await act(id, 'APPROVE')).body.approvedBy?.id).toBe(adminId);
      expect((await disburse(id)).body.error.code).toBe('reward.fourEyes');
      expect((await disburse(id, finance)).status).toBe(200);
    });

    it('says what is wrong when the reward is not payable, before the four-eyes rule', async () => {
      const id = await fresh('PENDING');
      const pending = await disburse(id);
      expect(pending.body.error).toMatchObject({ code: 'reward.notApproved', params: { status: 'PENDING' } });
      expect((await act(id, 'APPROVE')).status).toBe(200);
      expect((await disburse(id, finance)).status).toBe(200);
      expect((await disburse(id)).body.error.code).toBe('reward.alreadyDisbursed');
    });

    it('is held by the database too: a reward paid by its approver is refused', async () => {
      const id = await fresh('PENDING');
      expect((await act(id, 'APPROVE')).status).toBe(200);
      const failure = await server.database.db.execute(sql`update referral_rewards set status = 'DISBURSED', disbursed_by = approved_by where id = ${id}`)
        .then(() => 'updated', (error: unknown) => (error instanceof Error ? `${error.message} ${String(error.cause)}` : String(error)));
      expect(failure).toMatch(/referral_rewards_four_eyes_check/);
      expect((await stored(id))?.status).toBe('APPROVED');
    });
  });
});
