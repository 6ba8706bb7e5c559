import { eq, sql } from 'drizzle-orm';
import { STAKING_STATISTICS_MINUTES_DEFAULT, type StakingState } from '@exchange/contract/staking/staking-rules';
import type { Coin } from '@exchange/contract/p2p/money-rules';
import type { Actor } from '../../platform/audit/write-audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { selectRows } from '../../platform/db/database.ts';
import { admins } from '../auth/auth-tables.ts';
import { serviceAccountActor } from '../integration/service-actor.ts';
import { unlockDueStakes, openStake } from './stake-commands.ts';
import {
  createStakingDuration,
  createStakingProtocol,
  createStakingProvider,
  setStakingDurationState,
  setStakingProtocolState,
  setStakingProviderState,
} from './staking-commands.ts';
import { runScheduledStatistics } from './staking-statistics.ts';
import { stakes } from './staking-tables.ts';

interface Plan {
  provider: string;
  description: string;
  state: StakingState;
  protocols: { coin: Coin; name: string; description: string; minAmount: string; state: StakingState; durations: { days: number; apy: string; state: StakingState }[] }[];
}

const plans: Plan[] = [
  {
    provider: 'Lido Finance',
    description: 'Liquid staking across a set of professional node operators.',
    state: 'ACTIVE',
    protocols: [
      {
        coin: 'ETH',
        name: 'Ethereum Liquid Staking',
        description: 'Beacon chain validators run by the Lido node operators.',
        minAmount: '0.05',
        state: 'ACTIVE',
        durations: [{ days: 30, apy: '3.4', state: 'ACTIVE' }, { days: 90, apy: '3.9', state: 'ACTIVE' }, { days: 180, apy: '4.4', state: 'INACTIVE' }],
      },
    ],
  },
  {
    provider: 'Figment',
    description: 'Institutional validators with slashing cover.',
    state: 'ACTIVE',
    protocols: [
      {
        coin: 'ETH',
        name: 'Ethereum Validators',
        description: 'Dedicated validators in two regions.',
        minAmount: '0.1',
        state: 'ACTIVE',
        durations: [{ days: 60, apy: '3.7', state: 'ACTIVE' }, { days: 120, apy: '4.2', state: 'ACTIVE' }],
      },
      {
        coin: 'BNB',
        name: 'BNB Chain Validators',
        description: 'Delegation to Figment validators on BNB Smart Chain.',
        minAmount: '0.5',
        state: 'ACTIVE',
        durations: [{ days: 15, apy: '2.1', state: 'ACTIVE' }, { days: 30, apy: '2.8', state: 'ACTIVE' }],
      },
    ],
  },
  {
    provider: 'Kiln',
    description: 'Being onboarded: contracts under review.',
    state: 'INACTIVE',
    protocols: [{ coin: 'ETH', name: 'Kiln ETH Staking', description: 'Pending the security review.', minAmount: '0.1', state: 'INACTIVE', durations: [{ days: 30, apy: '3.5', state: 'INACTIVE' }] }],
  },
];

/**
 * Staking through the area's own commands (history, audit rows): providers, protocols and
 * durations as Tara set them up, then customers' stakes opened by the customer app from their
 * crypto balances, started over the past months; those whose lock has ended are unlocked with their
 * reward, and the statistics are computed once, as the schedule would.
 */
export async function generateStakingDemoData(db: Db, anchor: string) {
  const [tara] = await db.select({ id: admins.id, email: admins.email }).from(admins).where(eq(admins.email, 'treasury@demo.example'));
  if (!tara) return;
  const actor: Actor = { id: tara.id, email: tara.email, ip: '10.0.0.12', userAgent: 'demo-data' };
  const durations: { id: string; coin: Coin; days: number; minAmount: string }[] = [];
  for (const plan of plans) {
    const provider = await createStakingProvider(db, { name: plan.provider, description: plan.description }, actor);
    if (plan.state === 'ACTIVE') await setStakingProviderState(db, provider.id, 'ACTIVE', actor);
    for (const p of plan.protocols) {
      const protocol = await createStakingProtocol(db, { providerId: provider.id, coin: p.coin, name: p.name, description: p.description, minAmount: p.minAmount }, actor);
      if (p.state === 'ACTIVE') await setStakingProtocolState(db, protocol.id, 'ACTIVE', actor);
      for (const d of p.durations) {
        const duration = await createStakingDuration(db, protocol.id, { days: d.days, apy: d.apy }, actor);
        if (d.state === 'ACTIVE') {
          await setStakingDurationState(db, duration.id, 'ACTIVE', actor);
          durations.push({ id: duration.id, coin: p.coin, days: d.days, minAmount: p.minAmount });
        }
      }
    }
  }

  const app = await serviceAccountActor(db, 'Customer app', actor);
  // Customers holding the coins staked: each stakes a sixth of what is available, twice.
  const holders = await selectRows(db, sql`
    select a.customer_id, a.asset, trim_scale(trunc(sum(b.balance) / 6, 4))::text as amount
      from ledger_accounts a join ledger_balances b on b.account_id = a.id
      join customers c on c.id = a.customer_id and c.state = 'ACTIVE'
     where a.owner = 'CUSTOMER' and a.bucket = 'AVAILABLE' and a.sub_account_id is null and a.asset in ('ETH', 'BNB')
     group by a.customer_id, a.asset having sum(b.balance) > 0
     order by a.asset, a.customer_id`);
  let i = 0;
  for (const holder of holders) {
    const coin = String(holder.asset) as Coin;
    const choices = durations.filter((d) => d.coin === coin);
    const amount = String(holder.amount);
    for (const turn of [0, 1]) {
      const duration = choices[(i + turn) % Math.max(choices.length, 1)];
      if (!duration || Number(amount) < Number(duration.minAmount)) continue;
      const stake = await db.transaction((tx) => openStake(tx, { customerId: String(holder.customer_id), durationId: duration.id, amount }, app));
      // The first started over the past months (some ended already, unlocked below); the second ends in the coming week.
      const startedDaysAgo = turn === 0 ? (i * 11) % (duration.days + 45) : duration.days - 1 - (i % 6);
      await db
        .update(stakes)
        .set({ startedAt: sql`${anchor}::timestamptz - make_interval(days => ${startedDaysAgo})`, unlocksAt: sql`${anchor}::timestamptz - make_interval(days => ${startedDaysAgo}) + make_interval(days => ${duration.days})` })
        .where(eq(stakes.id, stake.id));
    }
    i += 1;
  }
  await unlockDueStakes(db);
  await runScheduledStatistics(db, STAKING_STATISTICS_MINUTES_DEFAULT, null);
}
