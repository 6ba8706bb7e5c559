import { sql } from 'drizzle-orm';
import type { CryptoDeposit } from '@exchange/contract/crypto/crypto-deposits';
import type { WhitelistAddress, ExchangeAddress } from '@exchange/contract/crypto/crypto-whitelist';
import type { CryptoWithdrawal } from '@exchange/contract/crypto/crypto-withdrawals';
import { TEST_PASSWORD, signIn } from '../../testing/access-test-helpers.ts';
import { oneRow, type AuditSampleContext, type Sample } from '../../testing/audit-samples.ts';
import { customers } from '../customers/customer-tables.ts';
import { serviceAccountActor } from '../integration/service-actor.ts';
import { reportCryptoDeposit } from './deposit-commands.ts';

const system = { id: null, email: null, ip: '127.0.0.1', userAgent: 'audit-samples' };

/**
 * One valid call per mutating crypto route, for the audit-coverage suite. Each sample makes its own
 * customer, funds and whitelist; a second admin takes the maker's steps where the super admin is
 * the checker (four-eyes).
 */
export function cryptoAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  let makerToken: string | undefined;
  const maker = async () => {
    if (!makerToken) {
      const email = `crypto-maker${c.seq()}@example.com`;
      await c.server.createAdmin({ email, password: TEST_PASSWORD, role: 'finance', name: 'Crypto Maker' });
      makerToken = await signIn(c.server, email);
    }
    return makerToken;
  };
  const call = async <T>(method: string, path: string, body: unknown, token: string = c.superToken) => {
    const answer = await c.server.call<T>(method, path, { token, body });
    if (answer.status !== 200) throw new Error(`prepare ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const hash = () => `0xaudit${String(c.seq()).padStart(58, '0')}`;
  const address = () => `0xAUDIT${String(c.seq()).padStart(35, '0')}`;
  /** An active customer with 5 ETH available and a whitelisted address past its cool-down. */
  const payee = async () => {
    const n = c.seq();
    const [customer] = await c.server.database.db
      .insert(customers)
      .values({ email: `crypto-audit-${n}@example.com`, name: `Crypto Audit ${n}`, country: 'AE', kycLevel: 2, state: 'ACTIVE' })
      .returning({ id: customers.id });
    if (!customer) throw new Error('no customer made');
    await reportCryptoDeposit(c.server.database.db, { coin: 'ETH', network: 'ERC20', customerId: customer.id, address: address(), txHash: hash(), amount: '5', confirmations: 100 }, await serviceAccountActor(c.server.database.db, 'Wallet service', system));
    const to = address();
    const entry = await call<WhitelistAddress>('POST', '/admin/crypto/whitelist', { customerId: customer.id, coin: 'ETH', network: 'ERC20', address: to, reason: 'Audit sample' });
    await c.server.database.db.execute(sql`update crypto_whitelist set cool_down_until = now() - interval '1 hour' where id = ${entry.id}`);
    return { customerId: customer.id, to };
  };
  const withdrawal = async (steps: 'created' | 'submitted' | 'approved' | 'failed') => {
    const { customerId, to } = await payee();
    const made = await call<CryptoWithdrawal>('POST', '/admin/crypto/withdrawals', { customerId, coin: 'ETH', network: 'ERC20', address: to, amount: '0.5' }, await maker());
    if (steps === 'created') return made.id;
    await call('POST', `/admin/crypto/withdrawals/${made.id}/submitForApproval`, {}, await maker());
    if (steps === 'submitted') return made.id;
    await call('POST', `/admin/crypto/withdrawals/${made.id}/approve`, {});
    if (steps === 'approved') return made.id;
    await call('POST', `/admin/crypto/withdrawals/${made.id}/markFailed`, { reason: 'Nonce too low' });
    return made.id;
  };
  const recovery = async () => {
    const { customerId } = await payee();
    const proposed = await call<CryptoDeposit>('POST', '/admin/crypto/deposits/recoveries', { customerId, coin: 'ETH', network: 'ERC20', address: address(), txHash: hash(), amount: '0.25', note: 'Seen on the explorer' }, await maker());
    return proposed.id;
  };
  const step = (path: (id: string) => string, body: unknown, prepare: () => Promise<string>, action: string): Sample => ({
    actions: [action],
    state: 'update',
    prepare: async () => {
      const id = await prepare();
      return { path: path(id), body, targetId: id };
    },
  });
  return {
    'PUT /admin/crypto/coins/:code/active': {
      actions: ['crypto.coin.deactivate'],
      state: 'update',
      prepare: () => Promise.resolve({ path: '/admin/crypto/coins/BNB/active', body: { active: false, reason: 'Audit sample' }, targetId: 'BNB' }),
    },
    'PUT /admin/crypto/networks/:id': {
      actions: ['crypto.network.update'],
      state: 'update',
      prepare: async () => {
        const net = await oneRow<{ id: string }>(c.server, sql`select id from crypto_networks where coin = 'BNB' and code = 'BEP20'`);
        return { path: `/admin/crypto/networks/${net.id}`, body: { withdrawalFee: `0.00${c.seq()}`, requiredConfirmations: 20, reason: 'Audit sample' }, targetId: net.id };
      },
    },
    'POST /admin/crypto/deposits/recoveries': {
      actions: ['crypto.deposit.propose_recovery'],
      state: 'create',
      prepare: async () => {
        const { customerId } = await payee();
        return { path: '/admin/crypto/deposits/recoveries', body: { customerId, coin: 'ETH', network: 'ERC20', address: address(), txHash: hash(), amount: '0.1', note: 'Seen on the explorer' } };
      },
    },
    'POST /admin/crypto/deposits/:id/approveRecovery': step((id) => `/admin/crypto/deposits/${id}/approveRecovery`, { note: 'Checked' }, recovery, 'crypto.deposit.approve_recovery'),
    'POST /admin/crypto/deposits/:id/rejectRecovery': step((id) => `/admin/crypto/deposits/${id}/rejectRecovery`, { reason: 'Not ours' }, recovery, 'crypto.deposit.reject_recovery'),
    'POST /admin/crypto/withdrawals': {
      actions: ['crypto.withdrawal.create'],
      state: 'create',
      prepare: async () => {
        const { customerId, to } = await payee();
        return { path: '/admin/crypto/withdrawals', body: { customerId, coin: 'ETH', network: 'ERC20', address: to, amount: '0.1' } };
      },
    },
    'POST /admin/crypto/withdrawals/:id/submitForApproval': step((id) => `/admin/crypto/withdrawals/${id}/submitForApproval`, {}, () => withdrawal('created'), 'crypto.withdrawal.submit'),
    'POST /admin/crypto/withdrawals/:id/approve': step((id) => `/admin/crypto/withdrawals/${id}/approve`, { acknowledgeHolds: true }, () => withdrawal('submitted'), 'crypto.withdrawal.approve'),
    'POST /admin/crypto/withdrawals/:id/reject': step((id) => `/admin/crypto/withdrawals/${id}/reject`, { reason: 'Customer cancelled' }, () => withdrawal('created'), 'crypto.withdrawal.reject'),
    'POST /admin/crypto/withdrawals/:id/markSent': step((id) => `/admin/crypto/withdrawals/${id}/markSent`, { txHash: hash() }, () => withdrawal('approved'), 'crypto.withdrawal.sent'),
    'POST /admin/crypto/withdrawals/:id/markFailed': step((id) => `/admin/crypto/withdrawals/${id}/markFailed`, { reason: 'Nonce too low' }, () => withdrawal('approved'), 'crypto.withdrawal.fail'),
    'POST /admin/crypto/withdrawals/:id/retry': {
      actions: ['crypto.withdrawal.retry'],
      state: 'create',
      prepare: async () => ({ path: `/admin/crypto/withdrawals/${await withdrawal('failed')}/retry`, body: {} }),
    },
    'POST /admin/crypto/whitelist': {
      actions: ['crypto.whitelist.add'],
      state: 'create',
      prepare: async () => {
        const customer = await oneRow<{ id: string }>(c.server, sql`select id from customers where state = 'ACTIVE' order by email limit 1`);
        return { path: '/admin/crypto/whitelist', body: { customerId: customer.id, coin: 'USDT', network: 'TRC20', address: `T${address().slice(2)}`, reason: 'Customer asked' } };
      },
    },
    'POST /admin/crypto/whitelist/:id/remove': {
      actions: ['crypto.whitelist.remove'],
      state: 'update',
      prepare: async () => {
        const customer = await oneRow<{ id: string }>(c.server, sql`select id from customers where state = 'ACTIVE' order by email limit 1`);
        const entry = await call<WhitelistAddress>('POST', '/admin/crypto/whitelist', { customerId: customer.id, coin: 'BTC', network: 'BTC', address: `bc1q${address().slice(2)}`, reason: 'Customer asked' });
        return { path: `/admin/crypto/whitelist/${entry.id}/remove`, body: { reason: 'Customer lost the key' }, targetId: entry.id };
      },
    },
    'POST /admin/crypto/fexWhitelist': {
      actions: ['crypto.fex.add'],
      state: 'create',
      prepare: () => Promise.resolve({ path: '/admin/crypto/fexWhitelist', body: { coin: 'BTC', network: 'BTC', address: `bc1qfex${address().slice(2)}`, kind: 'COLD', reason: 'Cold storage' } }),
    },
    'POST /admin/crypto/fexWhitelist/:id/remove': {
      actions: ['crypto.fex.remove'],
      state: 'update',
      prepare: async () => {
        const entry = await call<ExchangeAddress>('POST', '/admin/crypto/fexWhitelist', { coin: 'ETH', network: 'ERC20', address: address(), kind: 'WARM', reason: 'Warm wallet' });
        return { path: `/admin/crypto/fexWhitelist/${entry.id}/remove`, body: { reason: 'Wallet retired' }, targetId: entry.id };
      },
    },
  };
}
