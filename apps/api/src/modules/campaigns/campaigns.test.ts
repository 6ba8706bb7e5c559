import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, CampaignReward } from '@exchange/contract/campaigns/campaigns';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { ApiError } from '@exchange/contract/platform/errors';
import { TEST_PASSWORD, UNKNOWN_UUID, fieldsOf, rowsOf, signIn } from '../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { customers } from '../customers/customer-tables.ts';

type Answer<T> = T & ApiError;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe.each(testDatabaseKinds())('campaigns and rewards on %s', (kind) => {
  let server: TestServer;
  let root: string;
  let finance: string;
  let support: string;

  const call = <T>(method: string, path: string, token: string | undefined, body?: unknown) => server.call<Answer<T>>(method, path, { token, body });
  const newCampaign = async (body: Record<string, unknown> = {}) => {
    const made = await call<Campaign>('POST', '/admin/campaigns', root, { name: `Spring ${randomUUID().slice(0, 6)}`, startsAt: inDays(-1), endsAt: inDays(30), rewardAsset: 'USDT', rewardAmount: '15', ...body });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    return made.body;
  };
  const customer = async (values: { country?: string; kycLevel?: number; state?: string; stateReason?: string; createdAt?: Date } = {}) => {
    const n = randomUUID().slice(0, 8);
    const [row] = await server.database.db.insert(customers).values({ email: `c-${n}@example.com`, name: `Camp ${n}`, country: 'AE', kycLevel: 2, state: 'ACTIVE', ...values }).returning({ id: customers.id });
    if (!row) throw new Error('no customer');
    return row.id;
  };
  const grant = (campaignId: string, customerId: string, token = root) => call<CampaignReward>('POST', `/admin/campaigns/${campaignId}/grant`, token, { customerId });

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.createAdmin({ email: 'root@example.com', password: TEST_PASSWORD, role: 'superAdmin', name: 'Rita Root' });
    await server.createAdmin({ email: 'fin@example.com', password: TEST_PASSWORD, role: 'finance', name: 'Fiona Finance' });
    await server.createAdmin({ email: 'sup@example.com', password: TEST_PASSWORD, role: 'support', name: 'Sam Support' });
    root = await signIn(server, 'root@example.com');
    finance = await signIn(server, 'fin@example.com');
    support = await signIn(server, 'sup@example.com');
  }, 240_000);
  afterAll(() => server.close());

  it('creates and edits campaigns with a period, target and reward rule; bad input names the field', async () => {
    const made = await newCampaign({ targetCountry: 'AE', minKycLevel: 2, newCustomersOnly: true });
    expect(made).toMatchObject({ phase: 'RUNNING', targetCountry: 'AE', minKycLevel: 2, newCustomersOnly: true, rewardAsset: 'USDT', rewardAmount: '15', rewardCount: 0, disbursed: '0' });
    const bad: [Record<string, unknown>, string][] = [
      [{ name: 'x' }, 'name'],
      [{ endsAt: inDays(-2) }, 'endsAt'],
      [{ startsAt: inDays(-10), endsAt: inDays(-5) }, 'endsAt'],
      [{ targetCountry: 'ZZ' }, 'targetCountry'],
      [{ minKycLevel: 7 }, 'minKycLevel'],
      [{ rewardAmount: '-1' }, 'rewardAmount'],
      [{ rewardAsset: 'AED', rewardAmount: '1.001' }, 'rewardAmount'],
    ];
    for (const [body, field] of bad) {
      const answer = await call('POST', '/admin/campaigns', root, { name: 'Fine', startsAt: inDays(0), endsAt: inDays(5), rewardAsset: 'USDT', rewardAmount: '1', ...body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(answer.body), JSON.stringify(body)).toContain(field);
    }
    expect((await call('POST', '/admin/campaigns', support, { name: 'Nope', startsAt: inDays(0), endsAt: inDays(5), rewardAsset: 'USDT', rewardAmount: '1' })).status).toBe(403);
    const edited = await call<Campaign>('PUT', `/admin/campaigns/${made.id}`, root, { name: 'Summer push', startsAt: inDays(2), endsAt: inDays(9), rewardAsset: 'USDC', rewardAmount: '20' });
    expect(edited.body).toMatchObject({ name: 'Summer push', phase: 'SCHEDULED', targetCountry: null, minKycLevel: null, rewardAsset: 'USDC' });
    expect((await call('GET', `/admin/campaigns/${UNKNOWN_UUID}`, support)).status).toBe(404);
    expect((await call('PUT', `/admin/campaigns/${UNKNOWN_UUID}`, root, { name: 'Gone', startsAt: inDays(0), endsAt: inDays(5), rewardAsset: 'USDT', rewardAmount: '1' })).status).toBe(404);
    const scheduled = await call<ListResponse<Campaign>>('GET', '/admin/campaigns?phase=SCHEDULED&limit=5&page=0', support);
    expect(scheduled.body.items.map((x) => x.id)).toContain(made.id);
    expect((await grant(made.id, await customer())).body.error.code).toBe('campaign.notRunning');
  });

  it('grants only to customers in the target, once each, with the reasons named', async () => {
    const campaign = await newCampaign({ targetCountry: 'AE', minKycLevel: 2, newCustomersOnly: true });
    const eligible = await customer();
    const granted = await grant(campaign.id, eligible);
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect(granted.body).toMatchObject({ status: 'PENDING', amount: '15', asset: 'USDT', grantedBy: { name: 'Rita Root' }, approvedBy: null });
    expect((await grant(campaign.id, eligible)).body.error.code).toBe('campaign.alreadyGranted');
    const refused = await grant(campaign.id, await customer({ country: 'GB', kycLevel: 1, createdAt: new Date(Date.now() - 10 * 86_400_000) }));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'campaign.notEligible', params: { values: 'COUNTRY, KYC_LEVEL, NOT_NEW' } });
    expect((await grant(campaign.id, await customer({ state: 'FROZEN', stateReason: 'Under review' }))).body.error.params).toEqual({ values: 'NOT_ACTIVE' });
    expect((await grant(campaign.id, UNKNOWN_UUID)).status).toBe(400);
    expect((await grant(UNKNOWN_UUID, eligible)).status).toBe(404);
    expect((await grant(campaign.id, await customer(), support)).status).toBe(403);
  });

  it('approve then disburse through the ledger, four-eyes: the approver cannot pay', async () => {
    const campaign = await newCampaign();
    const alice = await customer();
    const reward = (await grant(campaign.id, alice)).body;
    expect((await call('POST', `/admin/campaigns/rewards/${reward.id}/disburse`, root)).body).toMatchObject({ error: { code: 'campaign.notApproved' } });
    expect((await call('POST', `/admin/campaigns/rewards/${reward.id}/approve`, support)).status).toBe(403);
    const approved = await call<CampaignReward>('POST', `/admin/campaigns/rewards/${reward.id}/approve`, finance);
    expect(approved.body).toMatchObject({ status: 'APPROVED', approvedBy: { name: 'Fiona Finance' } });
    expect((await call<CampaignReward>('POST', `/admin/campaigns/rewards/${reward.id}/approve`, root)).body.error.code).toBe('campaign.cannotApprove');
    expect((await call<CampaignReward>('POST', `/admin/campaigns/rewards/${reward.id}/disburse`, finance)).body.error.code).toBe('campaign.fourEyes');
    const paid = await call<CampaignReward>('POST', `/admin/campaigns/rewards/${reward.id}/disburse`, root);
    expect(paid.body).toMatchObject({ status: 'DISBURSED', disbursedBy: { name: 'Rita Root' } });
    expect(paid.body.ledgerEntryId).toBeTruthy();
    const lines = await rowsOf<{ purpose: string | null; amount: string }>(server, sql`select a.purpose, trim_scale(l.amount)::text as amount from ledger_lines l join ledger_accounts a on a.id = l.account_id
      where l.entry_id = ${paid.body.ledgerEntryId} order by l.amount`);
    expect(lines).toEqual([{ purpose: 'REWARDS_BUDGET', amount: '-15' }, { purpose: null, amount: '15' }]);
    expect((await call<CampaignReward>('POST', `/admin/campaigns/rewards/${reward.id}/disburse`, root)).body.error.code).toBe('campaign.notApproved');
    expect((await call<CampaignReward>('POST', `/admin/campaigns/rewards/${reward.id}/reject`, root, { reason: 'Too late' })).body.error.code).toBe('campaign.cannotReject');
    expect((await call<Campaign>('GET', `/admin/campaigns/${campaign.id}`, support)).body).toMatchObject({ rewardCount: 1, disbursed: '15' });

    const other = (await grant(campaign.id, await customer())).body;
    expect((await call('POST', `/admin/campaigns/rewards/${other.id}/reject`, finance, {})).status).toBe(400);
    const rejected = await call<CampaignReward>('POST', `/admin/campaigns/rewards/${other.id}/reject`, finance, { reason: 'Duplicate account' });
    expect(rejected.body).toMatchObject({ status: 'REJECTED', statusReason: 'Duplicate account' });
    expect((await call('POST', `/admin/campaigns/rewards/${UNKNOWN_UUID}/approve`, root)).status).toBe(404);

    const list = await call<ListResponse<CampaignReward>>('GET', `/admin/campaigns/rewards?campaignId=${campaign.id}&limit=1&page=0`, support);
    expect(list.body).toMatchObject({ total: 2, limit: 1 });
    const disbursed = await call<ListResponse<CampaignReward>>('GET', `/admin/campaigns/rewards?campaignId=${campaign.id}&status=DISBURSED`, support);
    expect(disbursed.body.items.map((x) => x.id)).toEqual([reward.id]);
    expect((await call('GET', '/admin/campaigns/rewards?status=PAID', support)).status).toBe(400);
  });

  it('exports the rewards as CSV with the list\'s filters and who granted, approved and paid each; a bad filter is a 400 naming it', async () => {
    const campaign = await newCampaign({ name: '@SUM(A1:A9)', rewardAmount: '2.25' });
    const pending = (await grant(campaign.id, await customer())).body;
    const approved = (await grant(campaign.id, await customer())).body;
    const rejected = (await grant(campaign.id, await customer())).body;
    expect((await call('POST', `/admin/campaigns/rewards/${approved.id}/approve`, finance)).status).toBe(200);
    expect((await call('POST', `/admin/campaigns/rewards/${rejected.id}/reject`, finance, { reason: '=cmd|calc' })).status).toBe(200);
    const csv = async (query: string) => {
      const answer = await fetch(`${server.baseUrl}/admin/campaigns/rewards?format=csv&${query}`, { headers: { authorization: `Bearer ${support}` } });
      return { status: answer.status, type: answer.headers.get('content-type'), rows: (await answer.text()).trim().split('\n') };
    };
    const all = await csv(`campaignId=${campaign.id}`);
    expect(all.status).toBe(200);
    expect(all.type).toMatch(/^text\/csv/);
    expect(all.rows[0]).toBe('granted_at,campaign,campaign_id,customer_name,customer_email,asset,amount,status,status_reason,granted_by,approved_by,disbursed_by,ledger_entry_id');
    expect(all.rows).toHaveLength(4);
    // Newest first, as the list shows them.
    expect(all.rows.slice(1).map((row) => row.split(',')[7])).toEqual(['REJECTED', 'APPROVED', 'PENDING']);
    expect(all.rows.slice(1).every((row) => row.includes(`,${campaign.id},`) && row.includes(',USDT,2.25,'))).toBe(true);
    expect(all.rows.join('\n')).not.toMatch(/,@SUM|,=cmd/);
    const onlyApproved = await csv(`campaignId=${campaign.id}&status=APPROVED`);
    expect(onlyApproved.rows).toHaveLength(2);
    expect(onlyApproved.rows[1]).toMatch(/,APPROVED,,Rita Root,Fiona Finance,,$/);
    const byCustomer = await csv(`customerId=${pending.customer.id}`);
    expect(byCustomer.rows).toHaveLength(2);
    expect(byCustomer.rows[1]).toContain(pending.customer.email);
    const audit = await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from audit_log where action = 'campaigns.rewards.export_csv' and detail like ${`%${campaign.id}%`}`);
    expect(audit[0]?.n).toBe(2);

    for (const [query, field] of [['format=csv&status=PAID', 'status'], ['format=csv&campaignId=spring', 'campaignId'], ['format=csv&customerId=1', 'customerId'], ['format=pdf', 'format']] as const) {
      const bad = await call('GET', `/admin/campaigns/rewards?${query}`, support);
      expect(bad.status, query).toBe(400);
      expect(fieldsOf(bad.body), query).toContain(field);
    }
  });
});
