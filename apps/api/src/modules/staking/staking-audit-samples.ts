import type { StakingDuration, StakingProtocol, StakingProvider } from '@exchange/contract/staking/staking';
import type { AuditSampleContext, Sample } from '../../testing/audit-samples.ts';

/** One valid call per mutating staking route, for the audit-coverage suite; each makes what it changes. */
export function stakingAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  const send = async <T>(method: 'POST' | 'PUT', path: string, body?: unknown) => {
    const answer = await c.server.call<T>(method, path, { token: c.superToken, body });
    if (answer.status !== 200) throw new Error(`prepare ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const provider = (state: 'ACTIVE' | 'INACTIVE' = 'INACTIVE') =>
    send<StakingProvider>('POST', '/admin/staking/providers', { name: `Audit Provider ${c.seq()}` }).then(async (p) => {
      if (state === 'ACTIVE') await send('PUT', `/admin/staking/providers/${p.id}/state`, { state });
      return p.id;
    });
  const protocol = async (state: 'ACTIVE' | 'INACTIVE' = 'INACTIVE') => {
    const made = await send<StakingProtocol>('POST', '/admin/staking/protocols', { providerId: await provider('ACTIVE'), coin: 'ETH', name: `Audit Protocol ${c.seq()}`, minAmount: '0.1' });
    if (state === 'ACTIVE') await send('PUT', `/admin/staking/protocols/${made.id}/state`, { state });
    return made.id;
  };
  const duration = async () => (await send<StakingDuration>('POST', `/admin/staking/protocols/${await protocol('ACTIVE')}/durations`, { days: 30, apy: '5' })).id;
  return {
    'POST /admin/staking/providers': {
      actions: ['staking.provider.create'],
      state: 'create',
      prepare: () => Promise.resolve({ path: '/admin/staking/providers', body: { name: `Audit Provider ${c.seq()}` } }),
    },
    'PUT /admin/staking/providers/:id': {
      actions: ['staking.provider.update'],
      state: 'update',
      prepare: async () => {
        const id = await provider();
        return { path: `/admin/staking/providers/${id}`, body: { description: 'Renamed in the audit suite' }, targetId: id };
      },
    },
    'PUT /admin/staking/providers/:id/state': {
      actions: ['staking.provider.activate'],
      state: 'update',
      prepare: async () => {
        const id = await provider();
        return { path: `/admin/staking/providers/${id}/state`, body: { state: 'ACTIVE' }, targetId: id };
      },
    },
    'POST /admin/staking/protocols': {
      actions: ['staking.protocol.create'],
      state: 'create',
      prepare: async () => ({ path: '/admin/staking/protocols', body: { providerId: await provider(), coin: 'BTC', name: `Audit Protocol ${c.seq()}`, minAmount: '0.01' } }),
    },
    'PUT /admin/staking/protocols/:id': {
      actions: ['staking.protocol.update'],
      state: 'update',
      prepare: async () => {
        const id = await protocol();
        return { path: `/admin/staking/protocols/${id}`, body: { minAmount: '0.2' }, targetId: id };
      },
    },
    'PUT /admin/staking/protocols/:id/state': {
      actions: ['staking.protocol.activate'],
      state: 'update',
      prepare: async () => {
        const id = await protocol();
        return { path: `/admin/staking/protocols/${id}/state`, body: { state: 'ACTIVE' }, targetId: id };
      },
    },
    'POST /admin/staking/protocols/:id/durations': {
      actions: ['staking.duration.create'],
      state: 'create',
      prepare: async () => ({ path: `/admin/staking/protocols/${await protocol()}/durations`, body: { days: 60, apy: '6.5' } }),
    },
    'PUT /admin/staking/durations/:id': {
      actions: ['staking.duration.update'],
      state: 'update',
      prepare: async () => {
        const id = await duration();
        return { path: `/admin/staking/durations/${id}`, body: { apy: '7' }, targetId: id };
      },
    },
    'PUT /admin/staking/durations/:id/state': {
      actions: ['staking.duration.activate'],
      state: 'update',
      prepare: async () => {
        const id = await duration();
        return { path: `/admin/staking/durations/${id}/state`, body: { state: 'ACTIVE' }, targetId: id };
      },
    },
    'POST /admin/staking/statistics/run': {
      actions: ['staking.statistics.run'],
      state: 'create',
      prepare: () => Promise.resolve({ path: '/admin/staking/statistics/run' }),
    },
  };
}
