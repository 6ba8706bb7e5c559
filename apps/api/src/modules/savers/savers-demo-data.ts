import { eq, sql } from 'drizzle-orm';
import type { CreateSaverProduct } from '@exchange/contract/savers/savers';
import type { SaverState } from '@exchange/contract/savers/saver-rules';
import type { Actor } from '../../platform/audit/write-audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { selectRows } from '../../platform/db/database.ts';
import { admins } from '../auth/auth-tables.ts';
import { serviceAccountActor } from '../integration/service-actor.ts';
import { createSaverProduct, depositToSaver, postSaverYield, setSaverProductState, updateSaverProduct, utcDay } from './saver-commands.ts';
import { saverYieldPostings } from './saver-tables.ts';

const products: (CreateSaverProduct & { state: SaverState; newRate?: string })[] = [
  { coin: 'USDT', name: 'USDT Flexible Savings', yieldRate: '4.2', newRate: '4.5', state: 'ACTIVE' },
  { coin: 'USDC', name: 'USDC Flexible Savings', yieldRate: '4.1', state: 'ACTIVE' },
  { coin: 'ETH', name: 'ETH Flexible Savings', yieldRate: '1.8', state: 'INACTIVE' },
];

/**
 * Savers products through the area's own commands, the customer app's deposits of a quarter of
 * customers' stablecoins, and the last three days' yield posted as Tara would have (today's is
 * left for an admin to post).
 */
export async function generateSaversDemoData(db: Db, anchor: string) {
  const [tara] = await db.select({ id: admins.id, email: admins.email }).from(admins).where(eq(admins.email, 'treasury@demo.example'));
  if (!tara) return;
  const actor: Actor = { id: tara.id, email: tara.email, ip: '10.0.0.12', userAgent: 'demo-data' };
  const app = await serviceAccountActor(db, 'Customer app', actor);
  const ids = new Map<string, string>();
  for (const { state, newRate, ...input } of products) {
    const product = await createSaverProduct(db, input, actor);
    if (newRate) await updateSaverProduct(db, product.id, { yieldRate: newRate }, actor);
    await setSaverProductState(db, product.id, 'ACTIVE', actor);
    ids.set(input.coin, product.id);
    const holders = await selectRows(db, sql`
      select a.customer_id, trim_scale(trunc(sum(b.balance) / 4, 4))::text as amount
        from ledger_accounts a join ledger_balances b on b.account_id = a.id
        join customers c on c.id = a.customer_id and c.state = 'ACTIVE'
       where a.owner = 'CUSTOMER' and a.bucket = 'AVAILABLE' and a.sub_account_id is null and a.asset = ${input.coin}
       group by a.customer_id having trunc(sum(b.balance) / 4, 4) > 0
       order by a.customer_id`);
    for (const holder of holders) {
      await db.transaction((tx) => depositToSaver(tx, { customerId: String(holder.customer_id), productId: product.id, amount: String(holder.amount) }, app));
    }
    if (state === 'INACTIVE') await setSaverProductState(db, product.id, 'INACTIVE', actor);
  }
  const day = (back: number) => utcDay(new Date(Date.parse(anchor) - back * 86_400_000));
  for (const coin of ['USDT', 'USDC']) {
    const id = ids.get(coin);
    if (id) for (const back of [3, 2, 1]) await postSaverYield(db, id, actor, day(back));
  }
  // Posted shortly after each day ended, as Tara does every morning.
  await db.update(saverYieldPostings).set({ postedAt: sql`${saverYieldPostings.day}::timestamptz + interval '1 day 8 hours 5 minutes'` });
}
