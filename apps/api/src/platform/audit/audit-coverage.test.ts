import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessGroup } from '@exchange/contract/access/policies';
import type { AccessRequest } from '@exchange/contract/auth/access-requests';
import type { QrCodeResponse } from '@exchange/contract/auth/session';
import type { SubAdmin } from '@exchange/contract/admins/sub-admins';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { Merchant } from '@exchange/contract/p2p/merchants';
import type { MerchantPaymentMethod } from '@exchange/contract/p2p/merchant-payment-methods';
import { accessGroups } from '../../modules/access/access-tables.ts';
import { merchants } from '../../modules/p2p/merchants/merchant-tables.ts';
import { p2pTransactions } from '../../modules/p2p/transactions/transaction-tables.ts';
import {
  RELAXED_LIMITS,
  TEST_PASSWORD,
  auditRowsAfter,
  enableTwoFactor,
  lastAuditId,
  latestLinkTo,
  makeOutboxDir,
  rowsOf,
  signIn,
} from '../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { authenticatorCode } from '../../testing/totp-for-tests.ts';
import type { ApiRouteEntry } from '../http/api-app.ts';
import { oneRow, type AuditSampleContext, type PreparedCall, type Sample } from '../../testing/audit-samples.ts';
import { kycAuditSamples } from '../../modules/kyc/kyc-audit-samples.ts';
import { bankAccountsAuditSamples } from '../../modules/bank-accounts/bank-accounts-audit-samples.ts';
import { remittanceAuditSamples } from '../../modules/remittance/remittance-audit-samples.ts';
import { leanAuditSamples } from '../../modules/lean/lean-audit-samples.ts';
import { fiatAuditSamples } from '../../modules/fiat/fiat-audit-samples.ts';
import { paymentMethodsAuditSamples } from '../../modules/payment-methods/payment-methods-audit-samples.ts';
import { referralsAuditSamples } from '../../modules/referrals/referrals-audit-samples.ts';
import { customersAuditSamples } from '../../modules/customers/customers-audit-samples.ts';
import { logsAuditSamples } from '../../modules/logs/logs-audit-samples.ts';
import { adminsAuditSamples } from '../../modules/admins/admins-audit-samples.ts';
import { screeningAuditSamples } from '../../modules/screening/screening-audit-samples.ts';
import { countriesAuditSamples } from '../../modules/countries/countries-audit-samples.ts';
import { viewAsAuditSamples } from '../../modules/view-as/view-as-audit-samples.ts';
import { feesAuditSamples } from '../../modules/fees/fees-audit-samples.ts';
import { ledgerAuditSamples } from '../../modules/ledger/ledger-audit-samples.ts';
import { reimbursementsAuditSamples } from '../../modules/reimbursements/reimbursements-audit-samples.ts';
import { subAccountsAuditSamples } from '../../modules/sub-accounts/sub-accounts-audit-samples.ts';
import { bulkAuditSamples } from '../../modules/bulk/bulk-audit-samples.ts';
import { savedViewsAuditSamples } from '../../modules/saved-views/saved-views-audit-samples.ts';
import { cryptoAuditSamples } from '../../modules/crypto/crypto-audit-samples.ts';
import { integrationAuditSamples } from '../../modules/integration/integration-audit-samples.ts';
import { tradesAuditSamples } from '../../modules/trades/trades-audit-samples.ts';
import { alertsAuditSamples } from '../../modules/alerts/alerts-audit-samples.ts';
import { bundlesAuditSamples } from '../../modules/bundles/bundles-audit-samples.ts';
import { otpAuditSamples } from '../../modules/otp/otp-audit-samples.ts';
// Content (issue 15).
import { announcementsAuditSamples } from '../../modules/announcements/announcements-audit-samples.ts';
import { postsAuditSamples } from '../../modules/posts/posts-audit-samples.ts';
import { translationsAuditSamples } from '../../modules/translations/translations-audit-samples.ts';
import { bannersAuditSamples } from '../../modules/banners/banners-audit-samples.ts';
import { emailTemplatesAuditSamples } from '../../modules/email-templates/email-templates-audit-samples.ts';
import { redisAuditSamples } from '../../modules/redis/redis-audit-samples.ts';
import { stakingAuditSamples } from '../../modules/staking/staking-audit-samples.ts';
import { saversAuditSamples } from '../../modules/savers/savers-audit-samples.ts';
import { campaignsAuditSamples } from '../../modules/campaigns/campaigns-audit-samples.ts';
import { donationsAuditSamples } from '../../modules/donations/donations-audit-samples.ts';
import { coursesAuditSamples } from '../../modules/courses/courses-audit-samples.ts';
import { vouchersAuditSamples } from '../../modules/vouchers/vouchers-audit-samples.ts';
import { liquidityAuditSamples } from '../../modules/liquidity/liquidity-audit-samples.ts';

/** One valid sample request per mutating route. A new mutating route without a sample fails the suite. */
function buildSamples(c: AuditSampleContext): Record<string, Sample> {
  const newAdmin = async (prefix: string, role: 'superAdmin' | 'support' = 'superAdmin') => {
    const email = `${prefix}${c.seq()}@example.com`;
    const id = await c.server.createAdmin({ email, password: TEST_PASSWORD, role });
    return { id, email };
  };
  const post = async <T>(path: string, body: unknown) => {
    const answer = await c.server.call<T>('POST', path, { token: c.superToken, body });
    if (answer.status !== 200) throw new Error(`prepare ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const put = async <T>(path: string, body: unknown) => {
    const answer = await c.server.call<T>('PUT', path, { token: c.superToken, body });
    if (answer.status !== 200) throw new Error(`prepare ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const newGroup = () => post<AccessGroup>('/admin/roles/groups', { name: `Desk ${c.seq()}` });
  const invite = async () => {
    const email = `invitee${c.seq()}@example.com`;
    const created = await post<SubAdmin>('/admin/subAdmins', { name: 'Ivy Invitee', email, groupIds: [await c.groupId('support')] });
    return { id: created.id, email };
  };
  const fileRequest = async () => {
    const email = `applicant${c.seq()}@example.com`;
    await c.server.call('POST', '/auth/register', { body: { username: 'Applicant', email, password: 'Signup-Pass-77' } });
    const list = await c.server.call<{ items: AccessRequest[] }>('GET', '/admin/accessRequests?status=PENDING&limit=200', { token: c.superToken });
    const found = list.body.items.find((r) => r.email === email);
    if (!found) throw new Error('access request not filed');
    return found.id;
  };
  const activeMerchant = () => oneRow<{ id: string; is_online: boolean }>(c.server, sql`
    select id, is_online from merchants m where is_active and exists (select 1 from merchant_ads a where a.merchant_id = m.id)
    and exists (select 1 from merchant_payment_methods p where p.merchant_id = m.id and p.is_active)
    order by created_at, id offset ${c.seq() % 5} limit 1`);
  const activeMethod = async (merchantId: string) => (await oneRow<{ id: string }>(c.server, sql`
    select id from merchant_payment_methods where merchant_id = ${merchantId} and is_active order by id limit 1`)).id;
  const newAd = async (merchantId: string) => post<{ id: string }>(`/admin/p2p/merchants/${merchantId}/ads`, {
    side: 'BUY', coin: 'USDT', fiat: 'GBP', price: '0.7834', minLimit: '10', maxLimit: '1000', availableAmount: '500', paymentMethodIds: [await activeMethod(merchantId)],
  });
  const adOf = (merchantId: string) => oneRow<{ id: string }>(c.server, sql`select id from merchant_ads where merchant_id = ${merchantId} order by id limit 1`);
  const transaction = (where: ReturnType<typeof sql>) =>
    oneRow<{ id: string }>(c.server, sql`select id from p2p_transactions t where ${where} order by transaction_number limit 1`);
  const dispute = (status: string) =>
    oneRow<{ order_number: string }>(c.server, sql`select order_number from order_disputes where status = ${status} order by order_number limit 1`);

  return {
    'POST /admin/login': {
      actions: ['auth.login'], state: 'none',
      prepare: async () => ({ path: '/admin/login', token: null, body: { email: c.superEmail, password: TEST_PASSWORD }, targetId: c.superId }),
    },
    'POST /admin/verifyGauthOtp': {
      actions: ['auth.verify_otp'], state: 'none',
      prepare: async () => {
        const { id, email } = await newAdmin('otp');
        const secret = await enableTwoFactor(c.server, await signIn(c.server, email));
        const pending = await signIn(c.server, email);
        // The setup burned the current step: the next one is the fresh code.
        return { path: '/admin/verifyGauthOtp', token: pending, actorId: id, targetId: id, body: { email, otpCode: authenticatorCode(secret, 1) } };
      },
    },
    'POST /admin/logout': {
      actions: ['auth.logout'], state: 'none',
      prepare: async () => ({ path: '/admin/logout', token: await signIn(c.server, c.superEmail), targetId: c.superId }),
    },
    'POST /admin/otp/gauth/setup': {
      actions: ['auth.2fa.enable'], state: 'update',
      prepare: async () => {
        const { id, email } = await newAdmin('setup');
        const token = await signIn(c.server, email);
        const qr = await c.server.call<QrCodeResponse>('GET', '/admin/otp/qrcode', { token });
        return { path: '/admin/otp/gauth/setup', token, actorId: id, targetId: id, body: { gAuthCode: authenticatorCode(qr.body.code), loginPassword: TEST_PASSWORD } };
      },
    },
    'PATCH /admin/user/disableGauth': {
      actions: ['auth.2fa.disable'], state: 'update',
      prepare: async () => {
        const { id, email } = await newAdmin('off');
        const token = await signIn(c.server, email);
        const secret = await enableTwoFactor(c.server, token);
        return { path: '/admin/user/disableGauth', token, actorId: id, targetId: id, body: { gAuthCode: authenticatorCode(secret, 1), loginPassword: TEST_PASSWORD } };
      },
    },
    'POST /admin/changePassword': {
      actions: ['auth.password.change'], state: 'none',
      prepare: async () => {
        const { id, email } = await newAdmin('pw');
        return {
          path: '/admin/changePassword', token: await signIn(c.server, email), actorId: id, targetId: id,
          body: { password: TEST_PASSWORD, newPassword: 'Another-Horse-10', confirmPassword: 'Another-Horse-10' },
        };
      },
    },
    'POST /auth/register': {
      actions: ['access_request.file'], state: 'create',
      prepare: async () => ({ path: '/auth/register', token: null, actorId: null, body: { username: 'Newcomer', email: `newcomer${c.seq()}@example.com`, password: 'Signup-Pass-77' } }),
    },
    'PUT /admin/accessRequests/:id/approve': {
      actions: ['access_request.approve'], state: 'update',
      prepare: async () => {
        const id = await fileRequest();
        return { path: `/admin/accessRequests/${id}/approve`, body: { role: 'support' }, targetId: id };
      },
    },
    'PUT /admin/accessRequests/:id/refuse': {
      actions: ['access_request.refuse'], state: 'update',
      prepare: async () => {
        const id = await fileRequest();
        return { path: `/admin/accessRequests/${id}/refuse`, body: {}, targetId: id };
      },
    },
    'POST /admin/roles/groups': {
      actions: ['access.group.create'], state: 'create',
      prepare: async () => ({ path: '/admin/roles/groups', body: { name: `Night Desk ${c.seq()}`, description: 'Covers the night shift' } }),
    },
    'PUT /admin/roles/groups/:id': {
      actions: ['access.group.update'], state: 'update',
      prepare: async () => {
        const group = await newGroup();
        return { path: `/admin/roles/groups/${group.id}`, body: { description: 'Now with a description', require2fa: true }, targetId: group.id };
      },
    },
    'PUT /admin/roles/groups/:id/policies': {
      actions: ['access.group.policies'], state: 'update',
      prepare: async () => {
        const group = await newGroup();
        return { path: `/admin/roles/groups/${group.id}/policies`, body: { policies: ['audit.read', 'p2p.orders.read'] }, targetId: group.id };
      },
    },
    'PUT /admin/roles/users/:adminId/policies': {
      actions: ['access.admin.policies'], state: 'update',
      prepare: async () => {
        const { id } = await newAdmin('own', 'support');
        return { path: `/admin/roles/users/${id}/policies`, body: { policies: ['audit.read'] }, targetId: id };
      },
    },
    'PUT /admin/roles/users/:adminId/groups': {
      actions: ['access.admin.groups'], state: 'update',
      prepare: async () => {
        const { id } = await newAdmin('grp', 'support');
        return { path: `/admin/roles/users/${id}/groups`, body: { groupIds: [await c.groupId('finance')] }, targetId: id };
      },
    },
    'POST /admin/subAdmins': {
      // The invitation sets the groups (its own row) and records the invitation.
      actions: ['access.admin.groups', 'admins.invite'], state: 'create',
      prepare: async () => ({ path: '/admin/subAdmins', body: { name: 'Nina New', email: `nina${c.seq()}@example.com`, groupIds: [await c.groupId('support')] } }),
    },
    'POST /admin/subAdmins/:adminId/resendInvitation': {
      actions: ['admins.invitation.resend'], state: 'none',
      prepare: async () => {
        const { id } = await invite();
        return { path: `/admin/subAdmins/${id}/resendInvitation`, body: {}, targetId: id };
      },
    },
    'PUT /admin/subAdmins/:adminId/activateDeactivate': {
      actions: ['admins.deactivate'], state: 'update',
      prepare: async () => {
        const { id } = await newAdmin('deact', 'support');
        return { path: `/admin/subAdmins/${id}/activateDeactivate`, body: { isActive: false }, targetId: id };
      },
    },
    'DELETE /admin/sessions/:sessionId': {
      actions: ['admins.session.end'], state: 'none',
      prepare: async () => {
        const { id, email } = await newAdmin('sess', 'support');
        await signIn(c.server, email);
        const [session] = await rowsOf<{ id: string }>(c.server, sql`select id from admin_sessions where admin_id = ${id}`);
        if (!session) throw new Error('no session');
        return { path: `/admin/sessions/${session.id}`, body: {}, targetId: session.id };
      },
    },
    'POST /auth/setPassword': {
      actions: ['admins.password.set_from_link'], state: 'none',
      prepare: async () => {
        const { id, email } = await invite();
        return { path: '/auth/setPassword', token: null, actorId: id, targetId: id, body: { token: latestLinkTo(c.outbox, email).token, password: 'Brand-New-Pass-1' } };
      },
    },
    'POST /admin/p2p/merchants': {
      actions: ['p2p.merchant.create'], state: 'create',
      prepare: async () => ({ path: '/admin/p2p/merchants', body: { name: 'Coverage Trading', email: `cover${c.seq()}@example.com`, phone: '+971 50 123 4567', country: 'AE' } }),
    },
    'PUT /admin/p2p/merchants/:id': {
      actions: ['p2p.merchant.update'], state: 'update',
      prepare: async () => {
        const m = await activeMerchant();
        return { path: `/admin/p2p/merchants/${m.id}`, body: { phone: '+44 20 7946 0000' }, targetId: m.id };
      },
    },
    'PUT /admin/p2p/merchants/:id/activateDeactivateMerchants': {
      actions: ['p2p.merchant.deactivate'], state: 'update',
      prepare: async () => {
        const created = await post<Merchant>('/admin/p2p/merchants', { name: 'Short Lived', email: `short${c.seq()}@example.com`, phone: '+971 50 765 4321', country: 'AE' });
        return { path: `/admin/p2p/merchants/${created.id}/activateDeactivateMerchants`, body: { isActive: false }, targetId: created.id };
      },
    },
    'PUT /admin/p2p/merchants/:id/onlineOfflineMerchants': {
      actions: ['p2p.merchant.offline'], state: 'update',
      prepare: async () => {
        const m = await activeMerchant();
        return { path: `/admin/p2p/merchants/${m.id}/onlineOfflineMerchants`, body: { isOnline: false }, targetId: m.id };
      },
    },
    'POST /admin/p2p/merchants/:merchantId/ads': {
      actions: ['p2p.ad.create'], state: 'create',
      prepare: async () => {
        const m = await activeMerchant();
        return {
          path: `/admin/p2p/merchants/${m.id}/ads`,
          body: { side: 'SELL', coin: 'USDT', fiat: 'AED', price: '3.67', minLimit: '100', maxLimit: '5000', availableAmount: '2500.5', paymentMethodIds: [await activeMethod(m.id)] },
        };
      },
    },
    'PUT /admin/p2p/merchants/:merchantId/ads/:id': {
      actions: ['p2p.ad.update'], state: 'update',
      prepare: async () => {
        const m = await activeMerchant();
        const ad = await adOf(m.id);
        return { path: `/admin/p2p/merchants/${m.id}/ads/${ad.id}`, body: { terms: 'Pay within 15 minutes.' }, targetId: ad.id };
      },
    },
    'PUT /admin/p2p/merchants/:merchantId/ads/:id/activateDeactivateMerchantAds': {
      actions: ['p2p.ad.deactivate'], state: 'update',
      prepare: async () => {
        const m = await activeMerchant();
        const ad = await adOf(m.id);
        return { path: `/admin/p2p/merchants/${m.id}/ads/${ad.id}/activateDeactivateMerchantAds`, body: { isActive: false }, targetId: ad.id };
      },
    },
    'PUT /admin/p2p/merchants/:merchantId/ads/:id/archive': {
      actions: ['p2p.ad.archive'], state: 'update',
      prepare: async () => {
        const m = await activeMerchant();
        const ad = await newAd(m.id);
        return { path: `/admin/p2p/merchants/${m.id}/ads/${ad.id}/archive`, body: { reason: 'Pair no longer traded' }, targetId: ad.id };
      },
    },
    'PUT /admin/p2p/merchants/:merchantId/ads/:id/restore': {
      actions: ['p2p.ad.restore'], state: 'update',
      prepare: async () => {
        const m = await activeMerchant();
        const ad = await newAd(m.id);
        await put(`/admin/p2p/merchants/${m.id}/ads/${ad.id}/archive`, { reason: 'Pair no longer traded' });
        return { path: `/admin/p2p/merchants/${m.id}/ads/${ad.id}/restore`, body: { reason: 'Pair traded again' }, targetId: ad.id };
      },
    },
    'POST /admin/p2p/merchants/:merchantId/paymentMethods': {
      actions: ['p2p.merchant_payment_method.create'], state: 'create',
      prepare: async () => {
        const m = await activeMerchant();
        return { path: `/admin/p2p/merchants/${m.id}/paymentMethods`, body: { type: 'BANK_TRANSFER', label: 'Main account', accountName: 'Holder Name', accountNumber: 'AE070331234567890123456' } };
      },
    },
    'PUT /admin/p2p/merchants/:merchantId/paymentMethods/:id': {
      actions: ['p2p.merchant_payment_method.update'], state: 'update',
      prepare: async () => {
        const m = await activeMerchant();
        const method = await activeMethod(m.id);
        return { path: `/admin/p2p/merchants/${m.id}/paymentMethods/${method}`, body: { label: 'Renamed account' }, targetId: method };
      },
    },
    'PUT /admin/p2p/merchants/:merchantId/paymentMethods/:id/archive': {
      actions: ['p2p.merchant_payment_method.archive'], state: 'update',
      prepare: async () => {
        const m = await activeMerchant();
        const method = await post<MerchantPaymentMethod>(`/admin/p2p/merchants/${m.id}/paymentMethods`, { type: 'CASH', label: 'Old till', accountName: 'Holder Name', accountNumber: '12345678' });
        return { path: `/admin/p2p/merchants/${m.id}/paymentMethods/${method.id}/archive`, body: { reason: 'Account closed' }, targetId: method.id };
      },
    },
    'PUT /admin/p2p/merchants/:merchantId/paymentMethods/:id/restore': {
      actions: ['p2p.merchant_payment_method.restore'], state: 'update',
      prepare: async () => {
        const m = await activeMerchant();
        const method = await post<MerchantPaymentMethod>(`/admin/p2p/merchants/${m.id}/paymentMethods`, { type: 'CASH', label: 'Old till', accountName: 'Holder Name', accountNumber: '12345678' });
        await put(`/admin/p2p/merchants/${m.id}/paymentMethods/${method.id}/archive`, { reason: 'Account closed' });
        return { path: `/admin/p2p/merchants/${m.id}/paymentMethods/${method.id}/restore`, body: { reason: 'Account reopened' }, targetId: method.id };
      },
    },
    'PUT /admin/p2p/merchants/:merchantId/paymentMethods/:id/activateDeactivateMerchantPaymentMethods': {
      actions: ['p2p.merchant_payment_method.deactivate'], state: 'update',
      prepare: async () => {
        const m = await activeMerchant();
        const method = await post<MerchantPaymentMethod>(`/admin/p2p/merchants/${m.id}/paymentMethods`, { type: 'CASH', label: 'Spare', accountName: 'Holder Name', accountNumber: '12345678' });
        return { path: `/admin/p2p/merchants/${m.id}/paymentMethods/${method.id}/activateDeactivateMerchantPaymentMethods`, body: { isActive: false }, targetId: method.id };
      },
    },
    'PUT /admin/p2p/transactions/:id/approve': {
      actions: ['p2p.transaction.approve'], state: 'update',
      prepare: async () => {
        const t = await transaction(sql`t.status = 'REQUESTED' and t.type = 'BUY'`);
        return { path: `/admin/p2p/transactions/${t.id}/approve`, body: {}, targetId: t.id };
      },
    },
    'PUT /admin/p2p/transactions/:id/reject': {
      actions: ['p2p.transaction.reject'], state: 'update',
      prepare: async () => {
        const t = await transaction(sql`t.status = 'REQUESTED' and t.type = 'SELL'`);
        return { path: `/admin/p2p/transactions/${t.id}/reject`, body: { reason: 'Payment proof does not match' }, targetId: t.id };
      },
    },
    'PUT /admin/p2p/transactions/:id/approveWithdrawal': {
      actions: ['p2p.transaction.approveWithdrawal'], state: 'update',
      prepare: async () => {
        const t = await transaction(sql`t.withdrawal_status = 'WITHDRAWAL_PENDING' and t.decided_by <> ${c.superId}`);
        return { path: `/admin/p2p/transactions/${t.id}/approveWithdrawal`, body: { notes: 'Paid out' }, targetId: t.id };
      },
    },
    'PUT /admin/p2p/transactions/:id/rejectWithdrawal': {
      actions: ['p2p.transaction.rejectWithdrawal'], state: 'update',
      prepare: async () => {
        const t = await transaction(sql`t.withdrawal_status = 'WITHDRAWAL_PENDING' and t.decided_by <> ${c.superId}`);
        return { path: `/admin/p2p/transactions/${t.id}/rejectWithdrawal`, body: { reason: 'Bank account closed' }, targetId: t.id };
      },
    },
    'PUT /admin/p2p/orderDisputes/:orderNumber': {
      actions: ['p2p.dispute.status'], state: 'update',
      prepare: async () => {
        const d = await dispute('OPEN');
        return { path: `/admin/p2p/orderDisputes/${d.order_number}`, body: { status: 'IN_REVIEW', notes: 'Taking this one' }, targetId: d.order_number };
      },
    },
    'PUT /admin/p2p/orderDisputes/:orderNumber/changeAssigner/:targetAdminId': {
      actions: ['p2p.dispute.assign'], state: 'update',
      prepare: async () => {
        const d = await dispute('IN_REVIEW');
        const { id } = await newAdmin('assignee', 'support');
        return { path: `/admin/p2p/orderDisputes/${d.order_number}/changeAssigner/${id}`, body: {}, targetId: d.order_number };
      },
    },
    'PUT /admin/p2p/orderDisputes/:orderNumber/notes': {
      actions: ['p2p.dispute.note'], state: 'create',
      prepare: async () => {
        const d = await dispute('IN_REVIEW');
        return { path: `/admin/p2p/orderDisputes/${d.order_number}/notes`, body: { notes: 'Called the buyer' }, targetId: d.order_number };
      },
    },
  };
}

const key = (r: ApiRouteEntry) => `${r.method} ${r.url}`;

/** An upload as a browser sends it: multipart/form-data with one file. */
async function sendMultipart(server: TestServer, method: string, path: string, part: NonNullable<PreparedCall['multipart']>, token: string | undefined, userAgent: string) {
  const form = new FormData();
  form.append(part.field, new Blob([new Uint8Array(part.content)]), part.fileName);
  const response = await fetch(server.baseUrl + path, { method, body: form, headers: { 'user-agent': userAgent, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  return { status: response.status, body: (await response.json()) as ApiError };
}

describe.each(testDatabaseKinds())('audit trail coverage on %s', (kind) => {
  const outbox = makeOutboxDir();
  let counter = 0;
  const ctx = { outbox: outbox.dir, seq: () => ++counter } as AuditSampleContext;
  const SAMPLES: Record<string, Sample> = {
    ...buildSamples(ctx),
    ...remittanceAuditSamples(ctx),
    ...alertsAuditSamples(ctx),
    ...leanAuditSamples(ctx),
    ...fiatAuditSamples(ctx),
    ...paymentMethodsAuditSamples(ctx),
    ...referralsAuditSamples(ctx),
    ...customersAuditSamples(ctx),
    ...logsAuditSamples(ctx),
    ...adminsAuditSamples(ctx),
    ...screeningAuditSamples(ctx),
    ...countriesAuditSamples(ctx),
    ...viewAsAuditSamples(ctx),
    ...kycAuditSamples(ctx),
    ...bankAccountsAuditSamples(ctx),
    ...feesAuditSamples(ctx),
    ...ledgerAuditSamples(ctx),
    ...reimbursementsAuditSamples(ctx),
    ...subAccountsAuditSamples(ctx),
    ...bulkAuditSamples(ctx),
    ...savedViewsAuditSamples(ctx),
    ...cryptoAuditSamples(ctx),
    ...integrationAuditSamples(ctx),
    ...tradesAuditSamples(ctx),
    ...bundlesAuditSamples(ctx),
    ...otpAuditSamples(ctx),
    ...redisAuditSamples(ctx),
    ...stakingAuditSamples(ctx),
    ...saversAuditSamples(ctx),
    ...liquidityAuditSamples(ctx),
    // Growth: gift vouchers, campaigns and donations.
    ...vouchersAuditSamples(ctx),
    ...campaignsAuditSamples(ctx),
    ...donationsAuditSamples(ctx),
    // Content (issue 15).
    ...announcementsAuditSamples(ctx),
    ...postsAuditSamples(ctx),
    ...translationsAuditSamples(ctx),
    ...bannersAuditSamples(ctx),
    ...emailTemplatesAuditSamples(ctx),
    ...coursesAuditSamples(ctx),
  };
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { ...RELAXED_LIMITS, MAIL_OUTBOX_DIR: outbox.dir, PUBLIC_URL: 'http://console.test' }, { demoData: true });
    ctx.server = server;
    ctx.superEmail = 'root@example.com';
    ctx.superId = await server.createAdmin({ email: ctx.superEmail, password: TEST_PASSWORD, role: 'superAdmin', name: 'Rita Root' });
    ctx.superToken = await signIn(server, ctx.superEmail);
    ctx.groupId = async (name) => {
      const [g] = await server.database.db.select({ id: accessGroups.id }).from(accessGroups).where(eq(accessGroups.name, name));
      if (!g) throw new Error(`no group ${name}`);
      return g.id;
    };
  }, 300_000);
  afterAll(async () => {
    await server.close();
    outbox.remove();
  });

  it('has exactly one sample for every mutating route (a new route without audit fails here)', () => {
    const mutating = server.routes.filter((r) => r.method !== 'GET').map(key);
    expect(mutating.length).toBeGreaterThan(30);
    expect(mutating.filter((k) => !(k in SAMPLES)), 'mutating routes without a sample in SAMPLES').toEqual([]);
    expect(Object.keys(SAMPLES).filter((k) => !mutating.includes(k)), 'samples of routes that do not exist').toEqual([]);
  });

  it.each(Object.keys(SAMPLES))('%s succeeds and writes exactly its audit row(s)', async (route) => {
    const sample = SAMPLES[route];
    if (!sample) throw new Error('unreachable');
    const method = route.slice(0, route.indexOf(' '));
    const call = await sample.prepare();
    const userAgent = `audit-coverage/1.0 (${route})`;
    const since = await lastAuditId(server);
    const startedAt = Date.now();
    const token = call.token === undefined ? ctx.superToken : call.token ?? undefined;
    const answer = call.multipart ? await sendMultipart(server, method, call.path, call.multipart, token, userAgent)
      : await server.call<ApiError>(method, call.path, { token, body: call.body, headers: { 'user-agent': userAgent } });
    expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(200);
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);

    const rows = await auditRowsAfter(server, since);
    expect(rows.map((r) => r.action)).toEqual(sample.actions);
    const actorId = call.actorId === undefined ? ctx.superId : call.actorId;
    for (const row of rows) {
      expect(row.outcome, row.action).toBe('SUCCESS');
      expect(row.actorId, row.action).toBe(actorId);
      expect(row.ip, row.action).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
      expect(row.userAgent, row.action).toBe(userAgent);
      expect(row.occurredAt.getTime(), row.action).toBeGreaterThanOrEqual(startedAt - 5_000);
      expect(row.occurredAt.getTime(), row.action).toBeLessThanOrEqual(Date.now() + 5_000);
      expect(row.targetType, row.action).toBeTruthy();
      expect(row.targetId, row.action).toBeTruthy();
      if (sample.state !== 'none') expect(row.after, `${row.action}: after`).not.toBeNull();
      if (sample.state === 'update') expect(row.before, `${row.action}: before`).not.toBeNull();
    }
    const last = rows[rows.length - 1];
    if (call.targetId && last) expect(last.targetId).toBe(call.targetId);
    // No credential ever lands in the trail.
    const written = JSON.stringify(rows);
    for (const secret of [TEST_PASSWORD, 'Another-Horse-10', 'Brand-New-Pass-1', 'Signup-Pass-77']) expect(written).not.toContain(secret);
  });

  it('the database refuses UPDATE, DELETE and TRUNCATE on audit_log', async () => {
    const before = await rowsOf<{ n: number; max: string }>(server, sql`select count(*)::int as n, max(id)::text as max from audit_log`);
    expect(before[0]?.n).toBeGreaterThan(10);
    const attempts = [
      sql`update audit_log set action = 'tampered' where id = (select min(id) from audit_log)`,
      sql`update audit_log set outcome = 'SUCCESS'`,
      sql`delete from audit_log where id = (select max(id) from audit_log)`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ];
    for (const attempt of attempts) {
      await expect(server.database.db.execute(attempt)).rejects.toThrow();
    }
    const after = await rowsOf<{ n: number; max: string }>(server, sql`select count(*)::int as n, max(id)::text as max from audit_log`);
    expect(after).toEqual(before);
    expect(await rowsOf(server, sql`select id from audit_log where action = 'tampered'`)).toEqual([]);
  });

  it('a refused mutation leaves no SUCCESS row and no change', async () => {
    const [t] = await rowsOf<{ id: string }>(server, sql`select id from p2p_transactions where status = 'REQUESTED' and type = 'BUY' order by transaction_number desc limit 1`);
    const id = t?.id ?? '';
    const first = await server.call('PUT', `/admin/p2p/transactions/${id}/approve`, { token: ctx.superToken, body: {} });
    expect(first.status).toBe(200);
    const since = await lastAuditId(server);
    const again = await server.call<ApiError>('PUT', `/admin/p2p/transactions/${id}/approve`, { token: ctx.superToken, body: {} });
    expect(again.status).toBe(409);
    const rejectAfter = await server.call<ApiError>('PUT', `/admin/p2p/transactions/${id}/reject`, { token: ctx.superToken, body: { reason: 'Too late now' } });
    expect(rejectAfter.status).toBe(409);
    const written = await auditRowsAfter(server, since);
    expect(written.filter((r) => r.outcome === 'SUCCESS')).toEqual([]);
    const approvals = await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from audit_log where target_id = ${id} and action like 'p2p.transaction.%' and outcome = 'SUCCESS'`);
    expect(approvals[0]?.n).toBe(1);
    const [stored] = await server.database.db.select().from(p2pTransactions).where(eq(p2pTransactions.id, id));
    expect(stored?.status).toBe('APPROVED');
    expect(stored?.rejectReason).toBeNull();

    // A 409 raised after the change was attempted (duplicate group name) rolls the change and its row back.
    const a = await server.call<AccessGroup>('POST', '/admin/roles/groups', { token: ctx.superToken, body: { name: 'Rollback One' } });
    await server.call<AccessGroup>('POST', '/admin/roles/groups', { token: ctx.superToken, body: { name: 'Rollback Two' } });
    const since2 = await lastAuditId(server);
    const clash = await server.call<ApiError>('PUT', `/admin/roles/groups/${a.body.id}`, { token: ctx.superToken, body: { name: 'Rollback Two', description: 'should not stick' } });
    expect(clash.status).toBe(409);
    expect((await auditRowsAfter(server, since2)).filter((r) => r.outcome === 'SUCCESS')).toEqual([]);
    const [group] = await server.database.db.select().from(accessGroups).where(eq(accessGroups.id, a.body.id));
    expect(group).toMatchObject({ name: 'Rollback One', description: '' });
  });

  it('a mutating call refused for lack of its policy is still recorded, as DENIED, with who and from where', async () => {
    const supportId = await server.createAdmin({ email: 'support-denied@example.com', password: TEST_PASSWORD, role: 'support' });
    const support = await signIn(server, 'support-denied@example.com');
    const [t] = await rowsOf<{ id: string }>(server, sql`select id from p2p_transactions where status = 'REQUESTED' order by transaction_number limit 1`);
    const since = await lastAuditId(server);
    const refused = await server.call<ApiError>('PUT', `/admin/p2p/transactions/${t?.id}/approve`, { token: support, body: {}, headers: { 'user-agent': 'denied-test' } });
    expect(refused.status).toBe(403);
    const rows = await auditRowsAfter(server, since);
    expect(rows.map((r) => ({ outcome: r.outcome, actorId: r.actorId, userAgent: r.userAgent }))).toEqual([
      { outcome: 'DENIED', actorId: supportId, userAgent: 'denied-test' },
    ]);
    expect(await rowsOf(server, sql`select id from p2p_transactions where id = ${t?.id ?? ''} and status = 'REQUESTED'`)).toHaveLength(1);
  });

  it('the change and its audit row commit together: when the row cannot be written, the change is rolled back', async () => {
    // Make the database refuse one kind of audit row, as a full disk or a broken column would.
    await server.database.db.execute(sql.raw(`
      create or replace function audit_coverage_refuse() returns trigger language plpgsql as $$
      begin
        if new.action in ('p2p.merchant.update', 'access.group.policies') then raise exception 'audit write refused for the test'; end if;
        return new;
      end $$`));
    await server.database.db.execute(sql.raw('create trigger audit_coverage_refuse before insert on audit_log for each row execute function audit_coverage_refuse()'));
    try {
      const [m] = await server.database.db.select().from(merchants).orderBy(merchants.createdAt).limit(1);
      const update = await server.call('PUT', `/admin/p2p/merchants/${m?.id}`, { token: ctx.superToken, body: { name: 'Never Stored Name' } });
      expect(update.status).toBe(500);
      const [afterMerchant] = await server.database.db.select().from(merchants).where(eq(merchants.id, m?.id ?? ''));
      expect(afterMerchant?.name).toBe(m?.name);

      const group = await server.call<AccessGroup>('POST', '/admin/roles/groups', { token: ctx.superToken, body: { name: 'Atomic Desk' } });
      expect(group.status).toBe(200);
      const policies = await server.call('PUT', `/admin/roles/groups/${group.body.id}/policies`, { token: ctx.superToken, body: { policies: ['audit.read'] } });
      expect(policies.status).toBe(500);
      const stored = await rowsOf<{ policy: string }>(server, sql`select policy from access_group_policies where group_id = ${group.body.id}`);
      expect(stored).toEqual([]);
    } finally {
      await server.database.db.execute(sql.raw('drop trigger audit_coverage_refuse on audit_log'));
    }
  });
});
