import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertRule, RaisedAlert } from '@exchange/contract/alerts/alerts';
import type { FiatDeposit } from '@exchange/contract/fiat/fiat-deposits';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { TEST_PASSWORD, auditRowsAfter, fieldsOf, lastAuditId, mailsTo, makeOutboxDir, rowsOf, signIn } from '../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { checkAlertRules } from './alert-check.ts';

type Answer<T> = T & ApiError;

describe.each(testDatabaseKinds())('alert rules on %s', (kind) => {
  const outbox = makeOutboxDir();
  let server: TestServer;
  let admin: string;
  let support: string;
  let customerId: string;

  const call = <T>(method: string, path: string, token: string, body?: unknown) => server.call<Answer<T>>(method, path, { token, body });
  const createRule = (body: object, token = admin) => call<AlertRule>('POST', '/admin/alerts/rules', token, body);
  const check = (now = new Date()) => checkAlertRules(server.database.db, server.config.disputeSlaMs, now);
  const deposit = async (reference: string) => {
    const created = await call<FiatDeposit>('POST', '/admin/fiat/deposits', admin, { customerId, method: 'BANK_TRANSFER', currency: 'AED', amount: '75', reference });
    expect(created.status).toBe(200);
    return created.body.id;
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { MAIL_OUTBOX_DIR: outbox.dir, JOB_POLL_INTERVAL_SECONDS: '1' });
    await server.createAdmin({ email: 'ops@example.com', password: TEST_PASSWORD, role: 'superAdmin', name: 'Olga Ops' });
    await server.createAdmin({ email: 'support@example.com', password: TEST_PASSWORD, role: 'support', name: 'Sam Support' });
    admin = await signIn(server, 'ops@example.com');
    support = await signIn(server, 'support@example.com');
    const [customer] = await rowsOf<{ id: string }>(server, sql`insert into customers (email, name, country, state) values ('alerted@example.com', 'Alerted', 'AE', 'ACTIVE') returning id`);
    customerId = customer?.id ?? '';
  });
  afterAll(async () => {
    await server?.close();
    outbox.remove();
  });

  it('keeps rules with their audit rows, and refuses bad ones naming the field', async () => {
    const from = await lastAuditId(server);
    const created = await createRule({ kind: 'QUEUE_SIZE', queue: 'fiatDepositsToMatch', name: 'Deposit backlog', threshold: 100, periodMinutes: 30, emails: ['ops@example.com'] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ kind: 'QUEUE_SIZE', queue: 'fiatDepositsToMatch', asset: null, threshold: 100, enabled: true, createdBy: 'Olga Ops', lastRaisedAt: null });
    expect((await auditRowsAfter(server, from)).map((a) => [a.action, a.targetId])).toEqual([['alerts.rule.create', created.body.id]]);

    const noQueue = await createRule({ kind: 'QUEUE_AGE', name: 'Nothing watched', threshold: 10, periodMinutes: 30 });
    expect(noQueue.status).toBe(400);
    expect(fieldsOf(noQueue.body)).toContain('queue');
    const badAsset = await createRule({ kind: 'LIABILITY_COVERAGE', asset: 'us dollars', name: 'Coverage', threshold: 100, periodMinutes: 60 });
    expect(fieldsOf(badAsset.body)).toEqual(['asset']);
    const tooOften = await createRule({ kind: 'QUEUE_SIZE', queue: 'kycToReview', name: 'Too often', threshold: 10, periodMinutes: 1 });
    expect(fieldsOf(tooOften.body)).toEqual(['periodMinutes']);
    const taken = await createRule({ kind: 'QUEUE_SIZE', queue: 'kycToReview', name: 'deposit BACKLOG', threshold: 10, periodMinutes: 30 });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('alerts.ruleNameTaken');
    // Support reads the rules and the alerts, but does not write rules.
    expect((await createRule({ kind: 'QUEUE_SIZE', queue: 'kycToReview', name: 'Support rule', threshold: 10, periodMinutes: 30 }, support)).status).toBe(403);
    expect((await call<{ items: AlertRule[] }>('GET', '/admin/alerts/rules', support)).body.items.map((r) => r.name)).toContain('Deposit backlog');

    // Switching to the state it is in changes nothing and writes nothing.
    const again = await lastAuditId(server);
    const same = await call<AlertRule>('PUT', `/admin/alerts/rules/${created.body.id}/enabled`, admin, { enabled: true });
    expect(same.status).toBe(200);
    expect(await auditRowsAfter(server, again)).toEqual([]);
    expect((await call<{ ok: true }>('DELETE', `/admin/alerts/rules/${created.body.id}`, admin)).status).toBe(200);
  });

  it('raises one alert per rule and period, with its webhook event and e-mail, and none for a rule switched off', async () => {
    await deposit('ALERT-1');
    await deposit('ALERT-2');
    // The oldest deposit has waited 90 minutes.
    await server.database.db.execute(sql`update fiat_deposits set created_at = now() - interval '90 minutes' where reference = 'ALERT-1'`);
    const size = await createRule({ kind: 'QUEUE_SIZE', queue: 'fiatDepositsToMatch', name: 'Two waiting', threshold: 1, periodMinutes: 60, emails: ['duty@example.com'] });
    const age = await createRule({ kind: 'QUEUE_AGE', queue: 'fiatDepositsToMatch', name: 'Waiting an hour', threshold: 60, periodMinutes: 60 });
    const quiet = await createRule({ kind: 'QUEUE_AGE', queue: 'fiatDepositsToMatch', name: 'Waiting two hours', threshold: 120, periodMinutes: 60 });
    const off = await createRule({ kind: 'QUEUE_SIZE', queue: 'fiatDepositsToMatch', name: 'Switched off', threshold: 1, periodMinutes: 60 });
    expect((await call<AlertRule>('PUT', `/admin/alerts/rules/${off.body.id}/enabled`, admin, { enabled: false })).body.enabled).toBe(false);

    const now = new Date();
    expect(await check(now)).toBe(2);
    // Checked again in the same period (another instance, the next minute): nothing more.
    expect(await Promise.all([check(now), check(new Date(now.getTime() + 60_000))])).toEqual([0, 0]);

    const alerts = await call<ListResponse<RaisedAlert>>('GET', '/admin/alerts', support);
    expect(alerts.status).toBe(200);
    const byRule = new Map(alerts.body.items.map((a) => [a.ruleId, a]));
    expect(byRule.get(size.body.id)).toMatchObject({ ruleName: 'Two waiting', kind: 'QUEUE_SIZE', queue: 'fiatDepositsToMatch', observed: '2.00', threshold: 1 });
    expect(Number(byRule.get(age.body.id)?.observed)).toBeGreaterThanOrEqual(90);
    expect(byRule.has(quiet.body.id)).toBe(false);
    expect(byRule.has(off.body.id)).toBe(false);

    const events = await rowsOf<{ subject_id: string; data: { ruleName: string } }>(server, sql`select subject_id, data from integration_events where type = 'alert.raised' order by occurred_at`);
    expect(events.map((e) => e.data.ruleName).sort()).toEqual(['Two waiting', 'Waiting an hour']);
    // The e-mail goes through the job queue to the outbox.
    const deadline = Date.now() + 10_000;
    while (mailsTo(outbox.dir, 'duty@example.com').length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    const [mail] = mailsTo(outbox.dir, 'duty@example.com');
    expect(mail?.subject).toBe('[Test Exchange] Alert: Two waiting');
    expect(mail?.body).toContain('Seen: 2.00 rows waiting');

    // An hour on, the next period: both raise again, and the oldest deposit (now 151 minutes old)
    // breaches the two-hour rule too.
    expect(await check(new Date(now.getTime() + 61 * 60_000))).toBe(3);
    const rule = await call<AlertRule>('GET', `/admin/alerts/rules/${size.body.id}`, admin);
    expect(rule.body.lastRaisedAt).not.toBeNull();
  });
});
