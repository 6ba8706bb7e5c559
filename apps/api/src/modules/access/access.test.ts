import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_GROUPS, POLICIES, type AccessGroup, type AdminAccess, type Policy } from '@exchange/contract/access/policies';
import type { AccessRequest } from '@exchange/contract/auth/access-requests';
import type { LoginResponse, MeResponse, PoliciesResponse, QrCodeResponse } from '@exchange/contract/auth/session';
import type { SubAdmin } from '@exchange/contract/admins/sub-admins';
import type { ApiError } from '@exchange/contract/platform/errors';
import {
  RELAXED_LIMITS,
  TEST_PASSWORD,
  UNKNOWN_UUID,
  auditRowsAfter,
  createAdminWithOwnPolicies,
  lastAuditId,
  fieldsOf,
  makeOutboxDir,
  rowsOf,
  signIn,
} from '../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { authenticatorCode } from '../../testing/totp-for-tests.ts';
import { admins } from '../auth/auth-tables.ts';
import { ensureFirstAdmin } from '../auth/first-admin.ts';
import { adminPolicies } from './access-tables.ts';

type Answer<T> = T & ApiError;
type SessionList = { items: { id: string; kind: string; ip: string; userAgent: string; isCurrent: boolean }[] };

/** What drizzle/0008 gives the built-in groups (besides superAdmin, which holds everything). */
const BUILTIN_POLICIES: Record<string, Policy[]> = {
  admin: ['admins.read', 'audit.read', 'p2p.statistics.read', 'p2p.merchants.read', 'p2p.merchants.write', 'p2p.transactions.read', 'p2p.transactions.approve',
    'p2p.transactions.reject', 'p2p.withdrawals.decide', 'p2p.orders.read', 'p2p.disputes.read', 'p2p.disputes.write', 'p2p.disputes.resolve',
    // drizzle/0012: the payments, referrals, remittance and LEAN areas; logs.read stays with the super admin.
    'payments.methods.read', 'payments.methods.write', 'referrals.read', 'referrals.decide', 'referrals.disburse', 'remittance.read',
    'remittance.decide', 'lean.read', 'lean.decide',
    // drizzle/0018: customers and compliance.
    'customers.read', 'customers.manage', 'customers.note', 'customers.viewAs', 'kyc.read', 'kyc.decide', 'kyc.viewDocuments',
    'bankAccounts.read', 'bankAccounts.decide', 'screening.read', 'screening.manage', 'screening.decide', 'countries.read', 'countries.manage',
    // drizzle/0024: fees, taxes and withdrawal limits.
    'fees.read', 'fees.manage', 'limits.read', 'limits.manage',
    // drizzle/0025: the ledger, reimbursements and sub-accounts.
    'ledger.read', 'ledger.reconcile', 'reimbursements.read', 'reimbursements.create', 'reimbursements.approve', 'subAccounts.read', 'subAccounts.manage', 'subAccounts.transfer',
    // drizzle/0026: fiat deposits and withdrawals.
    'fiat.deposits.read', 'fiat.deposits.create', 'fiat.deposits.decide', 'fiat.withdrawals.read', 'fiat.withdrawals.create',
    'fiat.withdrawals.submit', 'fiat.withdrawals.approve', 'fiat.withdrawals.reject', 'fiat.withdrawals.payout',
    // drizzle/0028: crypto coins, deposits, withdrawals and whitelists.
    'crypto.coins.read', 'crypto.coins.manage', 'crypto.deposits.read', 'crypto.deposits.recover', 'crypto.deposits.approveRecovery',
    'crypto.withdrawals.read', 'crypto.withdrawals.create', 'crypto.withdrawals.submit', 'crypto.withdrawals.approve', 'crypto.withdrawals.reject',
    'crypto.withdrawals.payout', 'crypto.whitelist.read', 'crypto.whitelist.manage', 'crypto.fexWhitelist.manage',
    // drizzle/0032: the dashboard and alert rules.
    'dashboard.read', 'alerts.read', 'alerts.manage',
    // drizzle/0034: crypto bundles (Redis Explorer stays with the super admin).
    'bundles.read', 'bundles.manage',
    // drizzle/0036: spot orders.
    'trades.orders.read', 'trades.orders.cancel',
    // drizzle/0037: staking, savers and liquidity.
    'staking.read', 'staking.manage', 'savers.read', 'savers.manage', 'liquidity.read', 'liquidity.manage',
    // drizzle/0038: OTP settings and logs.
    'otp.read', 'otp.manage',
    // drizzle/0039: leads (the leads API).
    'leads.read', 'leads.manage',
    // drizzle/0040: gift vouchers, campaigns and donations.
    'vouchers.read', 'vouchers.manage', 'campaigns.read', 'campaigns.manage', 'campaigns.decide', 'campaigns.disburse', 'donations.read', 'donations.manage',
    // drizzle/0041: content (announcements, banners, e-mail templates).
    'announcements.read', 'announcements.manage', 'banners.read', 'banners.manage', 'emailTemplates.read', 'emailTemplates.manage',
    // drizzle/0042: the social feed.
    'posts.read', 'posts.moderate',
    // drizzle/0043: translation.
    'translations.read', 'translations.manage',
    // drizzle/0044: courses.
    'courses.read', 'courses.manage'],
  support: ['p2p.statistics.read', 'p2p.merchants.read', 'p2p.transactions.read', 'p2p.orders.read', 'p2p.disputes.read', 'p2p.disputes.write',
    'payments.methods.read', 'referrals.read', 'remittance.read', 'lean.read',
    'customers.read', 'customers.note', 'kyc.read', 'kyc.decide', 'kyc.viewDocuments', 'bankAccounts.read', 'screening.read', 'countries.read',
    'fees.read', 'limits.read', 'ledger.read', 'reimbursements.read', 'subAccounts.read', 'fiat.deposits.read', 'fiat.withdrawals.read',
    'crypto.coins.read', 'crypto.deposits.read', 'crypto.withdrawals.read', 'crypto.whitelist.read', 'dashboard.read', 'alerts.read', 'bundles.read', 'trades.orders.read',
    'staking.read', 'savers.read', 'otp.read',
    // drizzle/0039: leads (the leads API).
    'leads.read', 'leads.manage',
    // drizzle/0040: gift vouchers, campaigns and donations.
    'vouchers.read', 'campaigns.read', 'donations.read',
    // drizzle/0041: content.
    'announcements.read', 'banners.read', 'emailTemplates.read',
    // drizzle/0042: the social feed.
    'posts.read',
    // drizzle/0043: translation.
    'translations.read',
    // drizzle/0044: courses.
    'courses.read'],
  // drizzle/0010: finance also works the disputes it decides.
  finance: ['p2p.statistics.read', 'p2p.merchants.read', 'p2p.transactions.read', 'p2p.orders.read', 'p2p.disputes.read', 'p2p.disputes.write',
    'p2p.transactions.approve', 'p2p.transactions.reject', 'p2p.withdrawals.decide', 'p2p.disputes.resolve',
    'payments.methods.read', 'referrals.read', 'referrals.decide', 'referrals.disburse', 'remittance.read', 'lean.read', 'lean.decide',
    'customers.read', 'customers.note', 'kyc.read', 'bankAccounts.read', 'bankAccounts.decide', 'countries.read',
    'fees.read', 'fees.manage', 'limits.read', 'limits.manage',
    'ledger.read', 'ledger.reconcile', 'reimbursements.read', 'reimbursements.create', 'reimbursements.approve', 'subAccounts.read', 'subAccounts.manage', 'subAccounts.transfer',
    'fiat.deposits.read', 'fiat.deposits.create', 'fiat.deposits.decide', 'fiat.withdrawals.read', 'fiat.withdrawals.create',
    'fiat.withdrawals.submit', 'fiat.withdrawals.approve', 'fiat.withdrawals.reject', 'fiat.withdrawals.payout',
    'crypto.coins.read', 'crypto.deposits.read', 'crypto.deposits.recover', 'crypto.deposits.approveRecovery', 'crypto.withdrawals.read',
    'crypto.withdrawals.create', 'crypto.withdrawals.submit', 'crypto.withdrawals.approve', 'crypto.withdrawals.reject', 'crypto.withdrawals.payout',
    'crypto.whitelist.read', 'crypto.whitelist.manage', 'dashboard.read', 'alerts.read', 'bundles.read', 'trades.orders.read', 'trades.orders.cancel',
    'staking.read', 'savers.read', 'liquidity.read', 'vouchers.read', 'campaigns.read', 'campaigns.decide', 'campaigns.disburse', 'donations.read'],
  vendorsReadOnly: ['p2p.merchants.read'],
};
/** The catalogue's order, as the API returns effective policies. */
const inCatalogueOrder = (...sets: Iterable<string>[]) => {
  const all = new Set(sets.flatMap((s) => [...s]));
  return POLICIES.filter((p) => all.has(p));
};
const MONEY: Policy[] = [
  'p2p.transactions.approve',
  'p2p.transactions.reject',
  'p2p.withdrawals.decide',
  'p2p.disputes.resolve',
  'referrals.decide',
  'referrals.disburse',
  'lean.decide',
  'reimbursements.create',
  'reimbursements.approve',
  'subAccounts.transfer',
  'fiat.deposits.create',
  'fiat.deposits.decide',
  'fiat.withdrawals.create',
  'fiat.withdrawals.submit',
  'fiat.withdrawals.approve',
  'fiat.withdrawals.reject',
  'fiat.withdrawals.payout',
  'crypto.deposits.recover',
  'crypto.deposits.approveRecovery',
  'crypto.withdrawals.create',
  'crypto.withdrawals.submit',
  'crypto.withdrawals.approve',
  'crypto.withdrawals.reject',
  'crypto.withdrawals.payout',
  'trades.orders.cancel',
  'campaigns.decide',
  'campaigns.disburse',
];

describe.each(testDatabaseKinds())('access control on %s', (kind) => {
  const outbox = makeOutboxDir();
  let server: TestServer;
  let rootId: string;
  let root: string;
  const groups = new Map<string, string>();
  let n = 0;
  const uniq = (prefix: string) => `${prefix}${++n}@example.com`;

  const call = <T = unknown>(method: string, path: string, token: string | undefined, body?: unknown) =>
    server.call<Answer<T>>(method, path, { token, body });
  const setPolicies = (adminId: string, policies: string[], token = root) => call<AdminAccess>('PUT', `/admin/roles/users/${adminId}/policies`, token, { policies });
  const setGroups = (adminId: string, groupIds: string[], token = root) => call<AdminAccess>('PUT', `/admin/roles/users/${adminId}/groups`, token, { groupIds });
  const setGroupPolicies = (groupId: string, policies: string[], token = root) => call<AccessGroup>('PUT', `/admin/roles/groups/${groupId}/policies`, token, { policies });
  const createGroup = async (name: string, extra: Record<string, unknown> = {}) => {
    const created = await call<AccessGroup>('POST', '/admin/roles/groups', root, { name, ...extra });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return created.body;
  };
  const g = (name: string) => {
    const id = groups.get(name);
    if (!id) throw new Error(`no group ${name}`);
    return id;
  };
  /** A new admin in the built-in group of `role`, signed in. */
  async function member(role: 'superAdmin' | 'admin' | 'support' | 'finance' | 'vendorsReadOnly', prefix: string = role) {
    const email = uniq(prefix.toLowerCase());
    const id = await server.createAdmin({ email, password: TEST_PASSWORD, role });
    return { id, email, token: await signIn(server, email) };
  }
  const access = async (adminId: string) => (await call<AdminAccess>('GET', `/admin/roles/users/${adminId}`, root)).body;

  beforeAll(async () => {
    server = await startTestServer(kind, { ...RELAXED_LIMITS, MAIL_OUTBOX_DIR: outbox.dir });
    rootId = await server.createAdmin({ email: 'root@example.com', password: TEST_PASSWORD, role: 'superAdmin', name: 'Rita Root' });
    root = await signIn(server, 'root@example.com');
    const list = await call<{ items: AccessGroup[] }>('GET', '/admin/roles/groups', root);
    for (const group of list.body.items) groups.set(group.name, group.id);
  });
  afterAll(async () => {
    await server.close();
    outbox.remove();
  });

  describe('catalogue and built-in groups', () => {
    it('lists every policy with its area', async () => {
      const answer = await call<{ items: { name: string; area: string }[] }>('GET', '/admin/roles/policies', root);
      expect(answer.status).toBe(200);
      expect(answer.body.items.map((p) => p.name)).toEqual([...POLICIES]);
      expect(answer.body.items.find((p) => p.name === 'p2p.merchants.read')?.area).toBe('p2p.merchants');
    });

    it('has the five built-in groups: super admin holds everything, support and vendors make no money decisions', async () => {
      const answer = await call<{ items: AccessGroup[] }>('GET', '/admin/roles/groups', root);
      expect(answer.status).toBe(200);
      const builtins = answer.body.items.filter((x) => x.isBuiltin);
      expect(builtins.map((x) => x.name).sort()).toEqual([...BUILTIN_GROUPS].sort());
      const byName = new Map(builtins.map((x) => [x.name, x]));
      expect(byName.get('superAdmin')).toMatchObject({ isSuper: true, policies: [...POLICIES] });
      expect(byName.get('superAdmin')?.members).toBeGreaterThanOrEqual(1);
      for (const [name, policies] of Object.entries(BUILTIN_POLICIES)) {
        expect(byName.get(name)?.isSuper, name).toBe(false);
        expect([...(byName.get(name)?.policies ?? [])].sort(), name).toEqual([...policies].sort());
      }
      for (const name of ['support', 'vendorsReadOnly']) {
        expect(byName.get(name)?.policies.filter((p) => MONEY.includes(p as Policy)), name).toEqual([]);
      }
      expect(byName.get('support')?.policies).toContain('p2p.disputes.write');
      expect(byName.get('finance')?.policies).toEqual(expect.arrayContaining(MONEY));
      expect(byName.get('admin')?.policies).not.toContain('admins.manage');
    });
  });

  describe('groups', () => {
    it('creates, renames and describes a group, naming the fields of bad input', async () => {
      const bad: [unknown, string][] = [
        [{}, 'name'],
        [{ name: '9lives' }, 'name'],
        [{ name: 'x' }, 'name'],
        [{ name: 'Fine Desk', description: 'd'.repeat(201) }, 'description'],
        [{ name: 'Fine Desk', require2fa: 'yes' }, 'require2fa'],
      ];
      for (const [body, field] of bad) {
        const answer = await call('POST', '/admin/roles/groups', root, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(fieldsOf(answer.body), JSON.stringify(body)).toContain(field);
      }
      const created = await call<AccessGroup>('POST', '/admin/roles/groups', root, { name: 'Night Desk', description: ' Nights ' });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ name: 'Night Desk', description: 'Nights', isBuiltin: false, isSuper: false, require2fa: false, policies: [], members: 0 });
      const duplicate = await call('POST', '/admin/roles/groups', root, { name: 'Night Desk' });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.error.code).toBe('group.nameTaken');
      expect((await call('POST', '/admin/roles/groups', root, { name: 'support' })).status).toBe(409);

      const id = created.body.id;
      expect((await call('PUT', `/admin/roles/groups/${id}`, root, {})).status).toBe(400);
      const renamed = await call<AccessGroup>('PUT', `/admin/roles/groups/${id}`, root, { name: 'Late Desk' });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ name: 'Late Desk', description: 'Nights' });
      const clash = await call('PUT', `/admin/roles/groups/${id}`, root, { name: 'finance' });
      expect(clash.status).toBe(409);
      expect((await access(rootId)).adminId).toBe(rootId);
      const badName = await call('PUT', `/admin/roles/groups/${id}`, root, { name: '-' });
      expect(fieldsOf(badName.body)).toContain('name');
      const badId = await call('PUT', '/admin/roles/groups/not-a-uuid', root, { name: 'Whatever' });
      expect(badId.status).toBe(400);
      expect(fieldsOf(badId.body)).toContain('id');
      expect((await call('PUT', `/admin/roles/groups/${UNKNOWN_UUID}`, root, { name: 'Whatever' })).status).toBe(404);
      expect((await call('PUT', `/admin/roles/groups/${UNKNOWN_UUID}/policies`, root, { policies: [] })).status).toBe(404);
      const list = await call<{ items: AccessGroup[] }>('GET', '/admin/roles/groups', root);
      expect(list.body.items.filter((x) => x.name === 'Late Desk')).toHaveLength(1);
      expect(list.body.items.some((x) => x.name === 'Night Desk')).toBe(false);
    });

    it('keeps a built-in group its name and the super admin group every policy (409)', async () => {
      const rename = await call('PUT', `/admin/roles/groups/${g('support')}`, root, { name: 'helpdesk' });
      expect(rename.status).toBe(409);
      const sameName = await call<AccessGroup>('PUT', `/admin/roles/groups/${g('support')}`, root, { name: 'support', description: 'Helpdesk' });
      expect(sameName.status).toBe(200);
      expect(sameName.body).toMatchObject({ name: 'support', description: 'Helpdesk', isBuiltin: true });
      for (const policies of [['audit.read'], []]) {
        const narrow = await setGroupPolicies(g('superAdmin'), policies);
        expect(narrow.status).toBe(409);
      }
      const superGroup = (await call<{ items: AccessGroup[] }>('GET', '/admin/roles/groups', root)).body.items.find((x) => x.isSuper);
      expect(superGroup).toMatchObject({ name: 'superAdmin', policies: [...POLICIES] });
    });

    it('lets only a super admin change the super admin group, and records the refusal', async () => {
      const manager = await member('admin', 'groupmanager');
      const withManage = await setPolicies(manager.id, ['groups.manage']);
      expect(withManage.status).toBe(200);
      const before = (await call<{ items: AccessGroup[] }>('GET', '/admin/roles/groups', root)).body.items.find((x) => x.isSuper);
      const since = await lastAuditId(server);
      const refused = await call<AccessGroup>('PUT', `/admin/roles/groups/${g('superAdmin')}`, manager.token, { description: 'x', require2fa: false });
      expect(refused.status).toBe(403);
      expect((refused.body as ApiError).error.message).toMatch(/Only a super admin/);
      const after = (await call<{ items: AccessGroup[] }>('GET', '/admin/roles/groups', root)).body.items.find((x) => x.isSuper);
      expect(after).toEqual(before);
      const rows = await auditRowsAfter(server, since);
      expect(rows.map((r) => ({ action: r.action, outcome: r.outcome, actorId: r.actorId, targetId: r.targetId }))).toEqual([
        { action: 'access.denied', outcome: 'DENIED', actorId: manager.id, targetId: 'PUT /admin/roles/groups/:id' },
      ]);
      // The same manager still changes an ordinary group; a super admin still changes the super group.
      const ordinary = await createGroup('Managed Desk');
      expect((await call<AccessGroup>('PUT', `/admin/roles/groups/${ordinary.id}`, manager.token, { description: 'Fine' })).status).toBe(200);
      const bySuper = await call<AccessGroup>('PUT', `/admin/roles/groups/${g('superAdmin')}`, root, { description: 'The owners' });
      expect(bySuper.status).toBe(200);
      expect(bySuper.body.description).toBe('The owners');
    });

    it("sets a group's policies, refusing unknown names", async () => {
      const group = await createGroup('Audit Desk');
      const unknown = await setGroupPolicies(group.id, ['audit.read', 'no.such.policy']);
      expect(unknown.status).toBe(400);
      expect(fieldsOf(unknown.body).some((f) => f.startsWith('policies'))).toBe(true);
      const set = await setGroupPolicies(group.id, ['p2p.orders.read', 'audit.read', 'audit.read']);
      expect(set.status).toBe(200);
      expect(set.body.policies).toEqual(['audit.read', 'p2p.orders.read']);
      const cleared = await setGroupPolicies(group.id, []);
      expect(cleared.body.policies).toEqual([]);
    });
  });

  describe("an admin's policies", () => {
    it("are its groups' plus its own, as GET /admin/policies?id= and GET /admin/roles/users/:adminId tell", async () => {
      const u = await member('support');
      const own = await setPolicies(u.id, ['audit.read']);
      expect(own.status).toBe(200);
      const expected = inCatalogueOrder(BUILTIN_POLICIES.support ?? [], ['audit.read']);
      expect(own.body).toMatchObject({ adminId: u.id, role: 'support', groups: [{ id: g('support'), name: 'support' }], ownPolicies: ['audit.read'], effectivePolicies: expected });
      expect(await access(u.id)).toEqual(own.body);
      expect((await call<PoliciesResponse>('GET', `/admin/policies?id=${u.id}`, root)).body).toEqual({ policies: expected });
      expect((await call<PoliciesResponse>('GET', `/admin/policies?id=${u.id}`, u.token)).body).toEqual({ policies: expected });
      expect((await call<MeResponse>('GET', '/admin/me', u.token)).body.policies).toEqual(expected);
      // Another admin's policies need admins.read.
      expect((await call('GET', `/admin/policies?id=${rootId}`, u.token)).status).toBe(403);

      const desk = await createGroup('Orders Desk');
      await setGroupPolicies(desk.id, ['p2p.orders.read', 'admins.read']);
      const moved = await setGroups(u.id, [g('finance'), desk.id]);
      expect(moved.status).toBe(200);
      expect(moved.body.role).toBe('finance');
      expect(moved.body.groups.map((x) => x.name).sort()).toEqual(['Orders Desk', 'finance']);
      expect(moved.body.effectivePolicies).toEqual(inCatalogueOrder(BUILTIN_POLICIES.finance ?? [], ['p2p.orders.read', 'admins.read', 'audit.read']));
      expect((await call<PoliciesResponse>('GET', `/admin/policies?id=${u.id}`, root)).body.policies).toEqual(moved.body.effectivePolicies);
      // Two built-in groups: the stronger is the role.
      expect((await setGroups(u.id, [g('support'), g('finance')])).body.role).toBe('finance');
      expect((await setGroups(u.id, [g('vendorsReadOnly'), g('support')])).body.role).toBe('support');
    });

    it('of a super admin are every policy, as GET /admin/policies?id= and GET /admin/roles/users/:adminId tell', async () => {
      const s = await member('superAdmin', 'policysuper');
      const answers = {
        mePolicies: (await call<MeResponse>('GET', '/admin/me', s.token)).body.policies,
        policiesOfOther: (await call<PoliciesResponse>('GET', `/admin/policies?id=${rootId}`, root)).body.policies,
        policiesOfSelf: (await call<PoliciesResponse>('GET', `/admin/policies?id=${s.id}`, s.token)).body.policies,
        rolesUsers: (await access(s.id)).effectivePolicies,
      };
      const all = [...POLICIES];
      expect(answers).toEqual({ mePolicies: all, policiesOfOther: all, policiesOfSelf: all, rolesUsers: all });
    });

    it('refuses bad group and policy assignments, naming the field', async () => {
      const u = await member('support');
      const desk = await createGroup('Plain Desk');
      const cases: [unknown, string, string][] = [
        [{ groupIds: [desk.id] }, 'groups', 'groupIds'],
        [{ groupIds: [] }, 'groups', 'groupIds'],
        [{ groupIds: [UNKNOWN_UUID, g('support')] }, 'groups', 'groupIds'],
        [{ groupIds: ['not-a-uuid'] }, 'groups', 'groupIds'],
        [{}, 'groups', 'groupIds'],
        [{ policies: ['admins.read', 'everything'] }, 'policies', 'policies'],
        [{ policies: 'audit.read' }, 'policies', 'policies'],
      ];
      for (const [body, what, field] of cases) {
        const answer = await call('PUT', `/admin/roles/users/${u.id}/${what}`, root, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(fieldsOf(answer.body).some((f) => f.startsWith(field)), `${JSON.stringify(body)} -> ${JSON.stringify(answer.body)}`).toBe(true);
      }
      expect(await access(u.id)).toMatchObject({ role: 'support', groups: [{ name: 'support' }], ownPolicies: [] });
      expect((await call('GET', `/admin/roles/users/${UNKNOWN_UUID}`, root)).status).toBe(404);
      expect((await setPolicies(UNKNOWN_UUID, [])).status).toBe(404);
      expect((await setGroups(UNKNOWN_UUID, [g('support')])).status).toBe(404);
      expect((await call('GET', `/admin/policies?id=${UNKNOWN_UUID}`, root)).status).toBe(404);
      expect(fieldsOf((await call('GET', '/admin/policies?id=nope', root)).body)).toContain('id');
    });

    it('change on the next call of a session that exists already, not at the next sign-in', async () => {
      const u = await member('vendorsReadOnly');
      expect((await call('GET', '/admin/activities', u.token)).status).toBe(403);
      expect((await call('GET', '/admin/p2p/merchants', u.token)).status).toBe(200);

      await setPolicies(u.id, ['audit.read']);
      expect((await call('GET', '/admin/activities', u.token)).status).toBe(200);
      expect((await call<MeResponse>('GET', '/admin/me', u.token)).body.policies).toEqual(['audit.read', 'p2p.merchants.read']);
      await setPolicies(u.id, []);
      const lost = await call('GET', '/admin/activities', u.token);
      expect(lost.status).toBe(403);
      expect(lost.body.error).toMatchObject({ code: 'access.policyRequired', params: { policy: 'audit.read' } });

      // Through a group: joining it, the group gaining and losing a policy.
      const desk = await createGroup('Reports Desk');
      await setGroups(u.id, [g('vendorsReadOnly'), desk.id]);
      expect((await call('GET', '/admin/p2p/orders', u.token)).status).toBe(403);
      await setGroupPolicies(desk.id, ['p2p.orders.read']);
      expect((await call('GET', '/admin/p2p/orders', u.token)).status).toBe(200);
      await setGroupPolicies(desk.id, []);
      expect((await call('GET', '/admin/p2p/orders', u.token)).status).toBe(403);

      // A new role applies at once too, and leaving a group takes its policies away.
      await setGroups(u.id, [g('finance')]);
      expect((await call('GET', '/admin/p2p/transactions', u.token)).status).toBe(200);
      expect((await call<MeResponse>('GET', '/admin/me', u.token)).body.role).toBe('finance');
      await setGroups(u.id, [g('vendorsReadOnly')]);
      expect((await call('GET', '/admin/p2p/transactions', u.token)).status).toBe(403);
      expect((await call('GET', '/admin/p2p/merchants', u.token)).status).toBe(200);
    });
  });

  describe('the grant rule', () => {
    /** An `admin`-group user given admins.manage: it may manage admins, but not beyond what it holds. */
    async function manager() {
      const m = await member('admin', 'manager');
      expect((await setPolicies(m.id, ['admins.manage'])).status).toBe(200);
      return m;
    }

    it('nobody grants or revokes a policy it does not hold itself', async () => {
      const m = await manager();
      const t = await member('support', 'target');
      const lacking = await setPolicies(t.id, ['sessions.manage'], m.token);
      expect(lacking.status).toBe(403);
      expect(lacking.body.error).toMatchObject({ code: 'access.grantNotHeld', params: { policies: 'sessions.manage' } });
      expect((await access(t.id)).ownPolicies).toEqual([]);
      const held = await setPolicies(t.id, ['audit.read'], m.token);
      expect(held.status).toBe(200);
      expect(held.body.ownPolicies).toEqual(['audit.read']);
      // Taking away what one does not hold is refused as well.
      await setPolicies(t.id, ['audit.read', 'groups.manage']);
      expect((await setPolicies(t.id, ['audit.read'], m.token)).status).toBe(403);
      expect((await access(t.id)).ownPolicies).toEqual(['audit.read', 'groups.manage']);
      // No self-promotion.
      expect((await setPolicies(m.id, ['admins.manage', 'sessions.manage'], m.token)).status).toBe(403);
      expect((await setGroups(m.id, [g('admin'), g('superAdmin')], m.token)).status).toBe(403);
      // Groups whose policies it all holds are fine; the super admin group is not.
      const promoted = await setGroups(t.id, [g('admin')], m.token);
      expect(promoted.status).toBe(200);
      expect(promoted.body.role).toBe('admin');
      const toSuper = await setGroups(t.id, [g('superAdmin')], m.token);
      expect(toSuper.status).toBe(403);
      expect((await access(t.id)).role).toBe('admin');
    });

    it('a group manager cannot put into a group a policy it does not hold', async () => {
      const email = uniq('groupmanager');
      await createAdminWithOwnPolicies(server, { email, policies: ['groups.manage', 'p2p.merchants.read'] });
      const token = await signIn(server, email);
      const desk = await createGroup('Merchant Desk');
      expect((await setGroupPolicies(desk.id, ['audit.read'], token)).status).toBe(403);
      const ok = await setGroupPolicies(desk.id, ['p2p.merchants.read'], token);
      expect(ok.status).toBe(200);
      await setGroupPolicies(desk.id, ['p2p.merchants.read', 'p2p.orders.read']);
      expect((await setGroupPolicies(desk.id, ['p2p.merchants.read'], token)).status).toBe(403);
    });

    it('inviting a sub-admin into groups beyond one\'s own policies is refused and creates nobody', async () => {
      const m = await manager();
      const email = uniq('would-be-super');
      const refused = await call('POST', '/admin/subAdmins', m.token, { name: 'Would Be', email, groupIds: [g('superAdmin')] });
      expect(refused.status).toBe(403);
      expect(await server.database.db.select().from(admins).where(eq(admins.email, email))).toEqual([]);
      const desk = await createGroup('Session Desk');
      await setGroupPolicies(desk.id, ['sessions.manage']);
      const beyond = await call('POST', '/admin/subAdmins', m.token, { name: 'Would Be', email, groupIds: [g('support'), desk.id] });
      expect(beyond.status).toBe(403);
      expect(await server.database.db.select().from(admins).where(eq(admins.email, email))).toEqual([]);
      const fine = await call<SubAdmin>('POST', '/admin/subAdmins', m.token, { name: 'Fine Invitee', email, groupIds: [g('finance')] });
      expect(fine.status).toBe(200);
      expect(fine.body.role).toBe('finance');
    });

    it('approving an access request cannot grant a role whose policies the approver lacks', async () => {
      // A vendors-read-only admin trusted with admins.manage may let in another read-only vendor, not a finance officer.
      const v = await member('vendorsReadOnly', 'vendormanager');
      await setPolicies(v.id, ['admins.manage']);
      const email = uniq('applicant');
      expect((await server.call('POST', '/auth/register', { body: { username: 'Applicant', email, password: 'Signup-Pass-77' } })).status).toBe(202);
      const list = await call<{ items: AccessRequest[] }>('GET', '/admin/accessRequests?limit=200', v.token);
      const request = list.body.items.find((r) => r.email === email);
      expect(request).toBeDefined();
      const approve = await call('PUT', `/admin/accessRequests/${request?.id}/approve`, v.token, { role: 'finance' });
      const created = await server.database.db.select({ id: admins.id, role: admins.role }).from(admins).where(eq(admins.email, email));
      expect({ status: approve.status, created }).toEqual({ status: 403, created: [] });
    });

    it('only a super admin changes a super admin', async () => {
      const m = await manager();
      const s = await member('superAdmin', 'othersuper');
      const attempts = [
        await setPolicies(s.id, [], m.token),
        await setPolicies(s.id, ['audit.read'], m.token),
        await setGroups(s.id, [g('admin')], m.token),
        await call('PUT', `/admin/subAdmins/${s.id}/activateDeactivate`, m.token, { isActive: false }),
        await call('POST', `/admin/subAdmins/${s.id}/resendInvitation`, m.token, {}),
      ];
      expect(attempts.map((a) => a.status)).toEqual([403, 403, 403, 403, 403]);
      expect(await access(s.id)).toMatchObject({ role: 'superAdmin', ownPolicies: [] });
      expect((await call('GET', '/admin/me', s.token)).status).toBe(200);
      // A super admin may.
      const demoted = await setGroups(s.id, [g('admin')]);
      expect(demoted.status).toBe(200);
      expect(demoted.body.role).toBe('admin');
      expect((await call('GET', '/admin/roles/groups', s.token)).status).toBe(200);
      expect((await call('POST', '/admin/roles/groups', s.token, { name: 'Not Allowed' })).status).toBe(403);
    });

    it('the last active super admin cannot lose the super group or be deactivated (409)', async () => {
      const activeSupers = async () => rowsOf<{ id: string }>(server, sql`
        select a.id from admins a join admin_groups ag on ag.admin_id = a.id join access_groups g on g.id = ag.group_id where g.is_super and a.is_active`);
      // Demote every other super admin earlier tests made, so root is the only one.
      for (const s of await activeSupers()) if (s.id !== rootId) expect((await setGroups(s.id, [g('admin')])).status).toBe(200);
      expect((await activeSupers()).map((s) => s.id)).toEqual([rootId]);

      const lastDemote = await setGroups(rootId, [g('admin')]);
      expect(lastDemote.status).toBe(409);
      expect(lastDemote.body.error.code).toBe('admin.lastSuperAdmin');
      const self = await call('PUT', `/admin/subAdmins/${rootId}/activateDeactivate`, root, { isActive: false });
      expect(self.status).toBe(409);
      expect(await access(rootId)).toMatchObject({ role: 'superAdmin' });

      // A deactivated super admin does not count.
      const s2 = await member('superAdmin', 'second');
      expect((await call('PUT', `/admin/subAdmins/${s2.id}/activateDeactivate`, root, { isActive: false })).status).toBe(200);
      expect((await setGroups(rootId, [g('admin')])).status).toBe(409);
      // An active one does: then the other one may step down.
      expect((await call('PUT', `/admin/subAdmins/${s2.id}/activateDeactivate`, root, { isActive: true })).status).toBe(200);
      const s2Token = await signIn(server, s2.email);
      expect((await setGroups(s2.id, [g('admin')], s2Token)).status).toBe(200);
      // ...but not the last one left.
      expect((await setGroups(rootId, [g('support')])).status).toBe(409);
      expect((await call('GET', '/admin/roles/groups', root)).status).toBe(200);
      expect((await activeSupers()).map((s) => s.id)).toEqual([rootId]);
    });

    it('two super admins removing each other at the same moment cannot leave no active super admin', async () => {
      // Root steps aside (deactivated directly) so that each pair is the only active super admins.
      const setRootActive = (isActive: boolean) => server.database.db.update(admins).set({ isActive }).where(eq(admins.id, rootId));
      const outcomes: string[] = [];
      try {
        for (const how of ['deactivate', 'deactivate', 'demote', 'demote'] as const) {
          const a = await member('superAdmin', 'racea');
          const b = await member('superAdmin', 'raceb');
          await setRootActive(false);
          const remove = (target: string, token: string) => how === 'deactivate'
            ? call('PUT', `/admin/subAdmins/${target}/activateDeactivate`, token, { isActive: false })
            : setGroups(target, [g('admin')], token);
          const answers = await Promise.all([remove(b.id, a.token), remove(a.id, b.token)]);
          const left = await rowsOf<{ id: string }>(server, sql`
            select a.id from admins a join admin_groups ag on ag.admin_id = a.id join access_groups g on g.id = ag.group_id where g.is_super and a.is_active`);
          outcomes.push(`${how}: statuses ${answers.map((x) => x.status).join('/')}, active super admins left ${left.length}`);
          await setRootActive(true);
          // Tidy up: whoever is still a super admin steps down, so root stays the only one.
          for (const x of [a, b]) await setGroups(x.id, [g('admin')]);
        }
      } finally {
        await setRootActive(true);
      }
      expect(outcomes.filter((o) => o.endsWith('left 0')), outcomes.join('; ')).toEqual([]);
    });
  });

  describe('sessions', () => {
    it('an admin with sessions.manage sees another admin\'s open sessions and ends one at once', async () => {
      const smEmail = uniq('sessionkeeper');
      await createAdminWithOwnPolicies(server, { email: smEmail, policies: ['sessions.manage'] });
      const sm = await signIn(server, smEmail);
      const smId = (await server.database.db.select({ id: admins.id }).from(admins).where(eq(admins.email, smEmail)))[0]?.id ?? '';
      const x = await member('support', 'sessionowner');
      const xa = await signIn(server, x.email, TEST_PASSWORD, { 'user-agent': 'Browser A' });
      const xb = await signIn(server, x.email, TEST_PASSWORD, { 'user-agent': 'Browser B' });
      await call('POST', '/admin/logout', x.token);

      const listed = await call<SessionList>('GET', `/admin/subAdmins/${x.id}/sessions`, sm);
      expect(listed.status).toBe(200);
      expect(listed.body.items.map((s) => s.userAgent).sort()).toEqual(['Browser A', 'Browser B']);
      for (const s of listed.body.items) {
        expect(s).toMatchObject({ kind: 'full', isCurrent: false });
        expect(s.ip).toMatch(/127\.0\.0\.1$/);
      }
      const mine = await call<SessionList>('GET', `/admin/subAdmins/${smId}/sessions`, sm);
      expect(mine.body.items.filter((s) => s.isCurrent)).toHaveLength(1);

      const a = listed.body.items.find((s) => s.userAgent === 'Browser A');
      const ended = await call('DELETE', `/admin/sessions/${a?.id}`, sm);
      expect(ended.status).toBe(200);
      expect((await call('GET', '/admin/me', xa)).status).toBe(401);
      expect((await call('GET', '/admin/me', xb)).status).toBe(200);
      expect((await call<SessionList>('GET', `/admin/subAdmins/${x.id}/sessions`, sm)).body.items.map((s) => s.userAgent)).toEqual(['Browser B']);
      expect((await call('DELETE', `/admin/sessions/${a?.id}`, sm)).status).toBe(404);
      expect((await call('DELETE', `/admin/sessions/${UNKNOWN_UUID}`, sm)).status).toBe(404);
      expect((await call('GET', `/admin/subAdmins/${UNKNOWN_UUID}/sessions`, sm)).status).toBe(404);
      // admins.manage alone is not enough.
      const m = await member('admin', 'nosessions');
      await setPolicies(m.id, ['admins.manage']);
      expect((await call('GET', `/admin/subAdmins/${x.id}/sessions`, m.token)).status).toBe(403);
      expect((await call('DELETE', `/admin/sessions/${UNKNOWN_UUID}`, m.token)).status).toBe(403);
    });
  });

  describe('two-factor requirement per group', () => {
    it('blocks a member without 2FA on everything but me, logout, policies and the 2FA set-up, at once, until it sets 2FA up', async () => {
      const vault = await createGroup('Vault');
      const y = await member('support', 'vaultmember');
      const z = await member('support', 'vaultmember');
      expect((await call('GET', '/admin/p2p/merchants', y.token)).status).toBe(200);
      const required = await call<AccessGroup>('PUT', `/admin/roles/groups/${vault.id}`, root, { require2fa: true });
      expect(required.body.require2fa).toBe(true);
      await setGroups(y.id, [g('support'), vault.id]);
      await setGroups(z.id, [g('support'), vault.id]);

      for (const [method, path, body] of [
        ['GET', '/admin/p2p/merchants', undefined],
        ['GET', '/admin/list', undefined],
        ['POST', '/admin/changePassword', { password: TEST_PASSWORD, newPassword: 'Another-Horse-10', confirmPassword: 'Another-Horse-10' }],
        ['PUT', `/admin/p2p/orderDisputes/X1/notes`, { notes: 'hi' }],
      ] as const) {
        const blocked = await call(method, path, y.token, body);
        expect(blocked.status, path).toBe(403);
        expect(blocked.body.error.code, path).toBe('auth.twoFactorSetupRequired');
      }
      const me = await call<MeResponse>('GET', '/admin/me', y.token);
      expect(me.status).toBe(200);
      expect(me.body.mustSetUp2fa).toBe(true);
      expect((await call<PoliciesResponse>('GET', `/admin/policies?id=${y.id}`, y.token)).status).toBe(200);
      // A fresh sign-in is under the same rule.
      const again = await signIn(server, y.email);
      expect((await call('GET', '/admin/p2p/merchants', again)).body.error.code).toBe('auth.twoFactorSetupRequired');

      const qr = await call<QrCodeResponse>('GET', '/admin/otp/qrcode', y.token);
      expect(qr.status).toBe(200);
      const setup = await call('POST', '/admin/otp/gauth/setup', y.token, { gAuthCode: authenticatorCode(qr.body.code), loginPassword: TEST_PASSWORD });
      expect(setup.status).toBe(200);
      expect((await call('GET', '/admin/p2p/merchants', y.token)).status).toBe(200);
      expect((await call<MeResponse>('GET', '/admin/me', y.token)).body).toMatchObject({ mustSetUp2fa: false, isGAuthEnabled: true });

      // Logging out is allowed under the requirement.
      expect((await call('POST', '/admin/logout', z.token)).status).toBe(200);
      expect((await call('GET', '/admin/me', z.token)).status).toBe(401);

      // Lifting the requirement frees the members at once.
      const w = await member('support', 'vaultmember');
      await setGroups(w.id, [g('support'), vault.id]);
      expect((await call('GET', '/admin/p2p/merchants', w.token)).status).toBe(403);
      await call('PUT', `/admin/roles/groups/${vault.id}`, root, { require2fa: false });
      expect((await call('GET', '/admin/p2p/merchants', w.token)).status).toBe(200);
      expect((await call<MeResponse>('GET', '/admin/me', w.token)).body.mustSetUp2fa).toBe(false);
    });
  });
});

describe.each(testDatabaseKinds())('ADMIN_REQUIRE_2FA=true on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { ...RELAXED_LIMITS, ADMIN_REQUIRE_2FA: 'true', ADMIN_EMAIL: 'first@example.com', ADMIN_PASSWORD: TEST_PASSWORD });
  });
  afterAll(() => server.close());

  it('makes the first super admin, and everyone, set up 2FA before anything else', async () => {
    const created = await ensureFirstAdmin(server.database.db, server.config);
    expect(created?.email).toBe('first@example.com');
    const login = await server.call<LoginResponse>('POST', '/admin/login', { body: { email: 'first@example.com', password: TEST_PASSWORD } });
    expect(login.body).toMatchObject({ result: true, data: { role: 'superAdmin', isGAuthEnabled: false } });
    const token = login.body.result ? login.body.data.accessToken : '';
    const id = login.body.result ? login.body.data.id : '';

    const me = await server.call<MeResponse>('GET', '/admin/me', { token });
    expect(me.body).toMatchObject({ role: 'superAdmin', mustSetUp2fa: true, policies: [...POLICIES] });
    expect((await server.call<PoliciesResponse>('GET', `/admin/policies?id=${id}`, { token })).status).toBe(200);
    for (const [method, path, body] of [
      ['GET', '/admin/roles/groups', undefined],
      ['POST', '/admin/roles/groups', { name: 'Too Early' }],
      ['GET', '/admin/activities', undefined],
      ['GET', '/admin/subAdmins', undefined],
      ['PATCH', '/admin/user/disableGauth', { gAuthCode: '123456', loginPassword: TEST_PASSWORD }],
    ] as const) {
      const blocked = await server.call<ApiError>(method, path, { token, body });
      expect(blocked.status, path).toBe(403);
      expect(blocked.body.error.code, path).toBe('auth.twoFactorSetupRequired');
    }

    const qr = await server.call<QrCodeResponse>('GET', '/admin/otp/qrcode', { token });
    expect(qr.status).toBe(200);
    const setup = await server.call('POST', '/admin/otp/gauth/setup', { token, body: { gAuthCode: authenticatorCode(qr.body.code), loginPassword: TEST_PASSWORD } });
    expect(setup.status).toBe(200);
    expect((await server.call('GET', '/admin/roles/groups', { token })).status).toBe(200);
    expect((await server.call<MeResponse>('GET', '/admin/me', { token })).body.mustSetUp2fa).toBe(false);
    // The next sign-in asks for the code, then the session works.
    const pending = await server.call<LoginResponse>('POST', '/admin/login', { body: { email: 'first@example.com', password: TEST_PASSWORD } });
    const pendingToken = pending.body.result ? pending.body.data.accessToken : '';
    const verified = await server.call<LoginResponse>('POST', '/admin/verifyGauthOtp', { token: pendingToken, body: { email: 'first@example.com', otpCode: authenticatorCode(qr.body.code, 1) } });
    expect(verified.status).toBe(200);
    const full = verified.body.result ? verified.body.data.accessToken : '';
    expect((await server.call('GET', '/admin/subAdmins', { token: full })).status).toBe(200);

    // Any other admin falls under it too; the self-service exceptions stay open.
    await server.createAdmin({ email: 'helper@example.com', password: TEST_PASSWORD, role: 'support' });
    const helper = await signIn(server, 'helper@example.com');
    const blocked = await server.call<ApiError>('GET', '/admin/p2p/merchants', { token: helper });
    expect(blocked.body.error.code).toBe('auth.twoFactorSetupRequired');
    expect((await server.call<MeResponse>('GET', '/admin/me', { token: helper })).body.mustSetUp2fa).toBe(true);
    expect((await server.call('GET', '/admin/otp/qrcode', { token: helper })).status).toBe(200);
    expect((await server.call('POST', '/admin/logout', { token: helper })).status).toBe(200);
    expect((await server.call('GET', '/admin/me', { token: helper })).status).toBe(401);
    const own = await server.database.db.select().from(adminPolicies).where(and(eq(adminPolicies.adminId, id)));
    expect(own).toEqual([]);
  });
});
