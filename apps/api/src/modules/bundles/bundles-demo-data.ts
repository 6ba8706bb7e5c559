import { eq, sql } from 'drizzle-orm';
import { createBundleSchema, type CreateBundle } from '@exchange/contract/bundles/bundles';
import type { BundleState } from '@exchange/contract/bundles/bundle-rules';
import type { Db } from '../../platform/db/database.ts';
import { admins } from '../auth/auth-tables.ts';
import { fromUnits, toUnits } from '../ledger/ledger-amounts.ts';
import { createBundle, setBundleState } from './bundle-commands.ts';
import { bundleSubscriptions, bundles } from './bundle-tables.ts';

const plans: (CreateBundle & { state: BundleState; investments: string[] })[] = [
  {
    name: 'Blue Chip Index',
    description: 'The two largest coins and BNB, weighted by market size and rebalanced monthly.',
    minInvestment: '100',
    coins: [{ coin: 'BTC', weight: '50' }, { coin: 'ETH', weight: '30' }, { coin: 'BNB', weight: '20' }],
    state: 'ACTIVE',
    investments: ['250', '1000', '150.5', '5000', '320', '780.25', '100'],
  },
  {
    name: 'Balanced Growth',
    description: 'A third each in Bitcoin, Ether and a dollar stablecoin for a calmer ride.',
    minInvestment: '25',
    coins: [{ coin: 'BTC', weight: '33.3333' }, { coin: 'ETH', weight: '33.3333' }, { coin: 'USDT', weight: '33.3334' }],
    state: 'ACTIVE',
    investments: ['25', '60', '1200', '75.75'],
  },
  {
    name: 'Stablecoin Reserve',
    description: 'Half USDT, half USDC: dollar exposure split between two issuers.',
    quoteAsset: 'USDC',
    minInvestment: '50',
    coins: [{ coin: 'USDT', weight: '50' }, { coin: 'USDC', weight: '50' }],
    state: 'ACTIVE',
    investments: ['500', '2500'],
  },
  {
    name: 'Ethereum Ecosystem',
    description: 'Ether with BNB and USDC; being reviewed before launch.',
    minInvestment: '250',
    coins: [{ coin: 'ETH', weight: '70' }, { coin: 'BNB', weight: '15' }, { coin: 'USDC', weight: '15' }],
    state: 'INACTIVE',
    investments: [],
  },
];

/** Units bought at a launch price of 10 per unit (the customer app prices units; this is the demo's). */
const unitsFor = (invested: string) => fromUnits(toUnits(invested) / 10n);

/**
 * A few bundles through the area's own commands (history, audit rows), and the subscriptions the
 * customer app would have made: real rows the list counts its subscribers and value from.
 */
export async function generateBundlesDemoData(db: Db, anchor: string) {
  const [tara] = await db.select({ id: admins.id, email: admins.email }).from(admins).where(eq(admins.email, 'treasury@demo.example'));
  if (!tara) return;
  const actor = { id: tara.id, email: tara.email, ip: '10.0.0.12', userAgent: 'demo-data' };
  const customers = (await db.execute(sql`select id from customers where state = 'ACTIVE' order by email limit 12`)) as unknown as { rows: { id: string }[] };
  let next = 0;
  for (const { state, investments, ...input } of plans) {
    const bundle = await createBundle(db, createBundleSchema.parse(input), actor);
    if (state === 'ACTIVE') await setBundleState(db, bundle.id, 'ACTIVE', actor);
    const rows = investments.flatMap((invested, i) => {
      const customer = customers.rows[(next + i) % Math.max(customers.rows.length, 1)];
      return customer ? [{ bundleId: bundle.id, customerId: customer.id, investedAmount: invested, units: unitsFor(invested), subscribedAt: sql`${anchor}::timestamptz - make_interval(days => ${3 + i * 4})` }] : [];
    });
    next += investments.length;
    if (rows.length > 0) await db.insert(bundleSubscriptions).values(rows);
    await db.update(bundles).set({ createdAt: sql`${anchor}::timestamptz - interval '60 days'` }).where(eq(bundles.id, bundle.id));
  }
}
