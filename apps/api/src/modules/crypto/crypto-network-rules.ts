import { and, eq } from 'drizzle-orm';
import type { Coin } from '@exchange/contract/crypto/crypto-rules';
import { isCryptoAmount } from '@exchange/contract/crypto/crypto-rules';
import type { DbOrTx } from '../../platform/db/database.ts';
import { badField, conflict, conflictOn, notFound } from '../../platform/errors.ts';
import { fromUnits, toUnits } from '../ledger/ledger-amounts.ts';
import { cryptoCoins as c, cryptoNetworks as n } from './crypto-tables.ts';

export interface NetworkRef {
  coin: Coin;
  network: string;
}

const networkColumns = {
  id: n.id,
  coin: n.coin,
  code: n.code,
  name: n.name,
  coinActive: c.active,
  depositEnabled: n.depositEnabled,
  withdrawalEnabled: n.withdrawalEnabled,
  withdrawalFee: n.withdrawalFee,
  minWithdrawal: n.minWithdrawal,
  maxWithdrawal: n.maxWithdrawal,
  minDeposit: n.minDeposit,
  decimals: n.decimals,
  requiredConfirmations: n.requiredConfirmations,
};
export type NetworkSettings = Awaited<ReturnType<typeof networkOf>>;

/** The network's settings and its coin's activation, as they are now; 404 naming `network` when the coin has no such network. */
export async function networkOf(db: DbOrTx, ref: NetworkRef) {
  const [row] = await db.select(networkColumns).from(n).innerJoin(c, eq(c.code, n.coin)).where(and(eq(n.coin, ref.coin), eq(n.code, ref.network)));
  if (!row) throw badField('network', 'crypto.networkNotFound', `${ref.coin} has no network ${ref.network}`);
  return row;
}

export async function networkById(db: DbOrTx, id: string) {
  const [row] = await db.select(networkColumns).from(n).innerJoin(c, eq(c.code, n.coin)).where(eq(n.id, id));
  if (!row) throw notFound('crypto.networkNotFound', 'Network');
  return row;
}

/** A new deposit is refused while the coin is inactive or the network's deposits are switched off. */
export function checkDepositsOpen(net: NetworkSettings) {
  if (!net.coinActive) throw conflict('crypto.coinInactive', `${net.coin} is deactivated: it takes no new deposits or withdrawals`, { asset: net.coin });
  if (!net.depositEnabled) throw conflict('crypto.depositsDisabled', `Deposits of ${net.coin} on ${net.code} are switched off`, { asset: net.coin, network: net.code });
}

/** A new withdrawal (or a retry, or an approval) is refused while the coin is inactive or the network's withdrawals are switched off. */
export function checkWithdrawalsOpen(net: NetworkSettings) {
  if (!net.coinActive) throw conflict('crypto.coinInactive', `${net.coin} is deactivated: it takes no new deposits or withdrawals`, { asset: net.coin });
  if (!net.withdrawalEnabled) throw conflict('crypto.withdrawalsDisabled', `Withdrawals of ${net.coin} on ${net.code} are switched off`, { asset: net.coin, network: net.code });
}

/** An amount of the network: more than zero, at most its decimals (400 on `field`). */
export function checkAmountOf(net: NetworkSettings, amount: string, field = 'amount') {
  if (!isCryptoAmount(amount, net.decimals)) {
    throw badField(field, 'validation.decimal', `must be an amount above zero with at most ${net.decimals} decimals on ${net.coin} ${net.code}`, { scale: net.decimals });
  }
}

const compare = (a: string, b: string) => {
  const x = toUnits(a);
  const y = toUnits(b);
  return x < y ? -1 : x > y ? 1 : 0;
};
export const belowMinimum = (amount: string, min: string) => compare(amount, min) < 0;

export function checkWithdrawalBounds(net: NetworkSettings, amount: string) {
  if (belowMinimum(amount, net.minWithdrawal)) {
    throw conflictOn('amount', 'crypto.belowMinimum', `The smallest withdrawal of ${net.coin} on ${net.code} is ${trimAmount(net.minWithdrawal)}`, { min: trimAmount(net.minWithdrawal), asset: net.coin });
  }
  if (net.maxWithdrawal !== null && compare(amount, net.maxWithdrawal) > 0) {
    throw conflictOn('amount', 'crypto.aboveMaximum', `The largest withdrawal of ${net.coin} on ${net.code} is ${trimAmount(net.maxWithdrawal)}`, { max: trimAmount(net.maxWithdrawal), asset: net.coin });
  }
}

/** NUMERIC's "1.500000000000000000" as "1.5". */
export const trimAmount = (value: string) => fromUnits(toUnits(value));
export const addAmounts = (...values: string[]) => fromUnits(values.reduce((sum, v) => sum + toUnits(v), 0n));
