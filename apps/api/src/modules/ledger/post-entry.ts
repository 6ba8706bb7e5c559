import type { CustomerBucket, ExchangeAccountPurpose, LedgerEntryKind } from '@exchange/contract/ledger/ledger-accounts';
import type { Tx } from '../../platform/db/database.ts';
import { conflict } from '../../platform/errors.ts';
import { type LedgerAccountRef, accountKey, resolveAccounts } from './ledger-accounts.ts';
import { fromUnits, toUnits } from './ledger-amounts.ts';
import { ledgerEntries, ledgerLines } from './ledger-tables.ts';

export interface LedgerLineInput {
  account: LedgerAccountRef;
  asset: string;
  /**
   * Signed decimal string: the change to this account's balance. Positive adds to it, negative
   * takes from it. The lines of an entry sum to zero per asset, so money moves from the accounts
   * with negative lines to those with positive ones:
   * - a deposit: customer AVAILABLE +100, exchange BANK -100;
   * - a withdrawal hold: AVAILABLE -100, HELD +100; its payout: HELD -100, BANK +100;
   * - a fee: HELD (or AVAILABLE) -1, FEES +1.
   * A customer's balance is what the exchange owes the customer and never goes below zero. The
   * exchange's accounts that bring money in from outside (BANK, CARD_PROCESSOR, TREASURY,
   * REWARDS_BUDGET) go negative by what came in; FEES and TAXES grow positive. Every asset's
   * balances over all accounts sum to zero.
   */
  amount: string;
}

export interface LedgerEntryInput {
  kind: LedgerEntryKind;
  /** What the entry comes from: the source's table ('lean_transaction', 'reimbursement'). */
  referenceType: string;
  /** The source's id. A kind is posted once per reference: a second posting is a 409 (ledger.alreadyPosted). */
  referenceId: string;
  memo?: string;
  /** The admin (or service account) whose action posts it. */
  actorId: string;
  lines: LedgerLineInput[];
}

const PG_CHECK_VIOLATION = '23514';
const PG_UNIQUE_VIOLATION = '23505';

interface PgFailure {
  code?: string;
  constraint?: string;
  detail?: string;
}

/** The database's error under drizzle's wrapping (either driver), if there is one. */
function pgFailure(error: unknown): PgFailure | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as PgFailure;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/**
 * Posts one journal entry inside the caller's transaction (which must also hold the state change
 * that justifies it, and its audit row naming the entry as `ledgerEntryId`). Returns the entry's id.
 *
 * - The lines must sum to zero per asset (checked here, and by the database's trigger).
 * - Accounts are made on first use.
 * - Balances change in the same statement as the lines, in the order of the accounts' ids, so that
 *   two postings touching the same accounts lock them in the same order and never deadlock.
 * - A customer's balance that would go below zero is refused by the database (the CHECK on its
 *   balance row): 409 `ledger.insufficientFunds` naming the asset and bucket; the caller's
 *   transaction is then aborted and rolls back.
 * - A second entry of the same kind for the same reference: 409 `ledger.alreadyPosted`.
 */
export async function postEntry(tx: Tx, entry: LedgerEntryInput): Promise<string> {
  if (entry.lines.length < 2) throw new Error(`a journal entry needs at least two lines (${entry.kind} ${entry.referenceId})`);
  const sums = new Map<string, bigint>();
  for (const line of entry.lines) {
    const units = toUnits(line.amount);
    if (units === 0n) throw new Error(`a journal line of ${entry.kind} ${entry.referenceId} has a zero amount`);
    sums.set(line.asset, (sums.get(line.asset) ?? 0n) + units);
  }
  for (const [asset, sum] of sums) {
    if (sum !== 0n) throw new Error(`journal entry ${entry.kind} ${entry.referenceId} does not balance in ${asset}: its lines sum to ${fromUnits(sum)}`);
  }

  const accounts = await resolveAccounts(tx, entry.lines.map((l) => ({ ref: l.account, asset: l.asset })));
  const lines = entry.lines.map((line) => {
    const account = accounts.get(accountKey(line.account, line.asset));
    if (!account) throw new Error(`ledger account ${accountKey(line.account, line.asset)} was not made`);
    return { line, accountId: account.id };
  });
  // The lock order: every posting takes its balance rows in ascending account id.
  lines.sort((x, y) => (x.accountId < y.accountId ? -1 : x.accountId > y.accountId ? 1 : 0));

  let entryId: string;
  try {
    const [made] = await tx
      .insert(ledgerEntries)
      .values({ kind: entry.kind, referenceType: entry.referenceType, referenceId: entry.referenceId, memo: entry.memo ?? null, actorId: entry.actorId })
      .returning({ id: ledgerEntries.id });
    if (!made) throw new Error('ledger entry insert returned no row');
    entryId = made.id;
  } catch (error) {
    if (pgFailure(error)?.code === PG_UNIQUE_VIOLATION) {
      throw conflict('ledger.alreadyPosted', `A ${entry.kind} entry for ${entry.referenceType} ${entry.referenceId} is posted already`);
    }
    throw error;
  }

  try {
    await tx.insert(ledgerLines).values(lines.map(({ line, accountId }) => ({ entryId, accountId, asset: line.asset, amount: line.amount })));
  } catch (error) {
    const failure = pgFailure(error);
    if (failure?.code === PG_CHECK_VIOLATION && failure.constraint === 'ledger_balances_customer_not_negative') {
      // The balance row's detail starts with its account's id; with one customer line taking money
      // away (the usual case) that line is the one anyway.
      const failingId = UUID.exec(failure.detail ?? '')?.[0];
      const takers = lines.filter((l) => l.line.account.owner === 'CUSTOMER' && l.line.amount.startsWith('-'));
      const culprit = takers.find((l) => l.accountId === failingId) ?? takers[0];
      const ref = culprit?.line.account;
      const bucket = ref?.owner === 'CUSTOMER' ? ref.bucket : 'AVAILABLE';
      const asset = culprit?.line.asset ?? '';
      throw conflict(
        'ledger.insufficientFunds',
        `Insufficient funds: the customer's ${bucket.toLowerCase()} ${asset} balance${ref?.owner === 'CUSTOMER' && ref.subAccountId ? ' in this sub-account' : ''} is too small for this`,
        { asset, account: bucket },
      );
    }
    throw error;
  }
  return entryId;
}

/**
 * The two lines that move a positive `amount` of `asset` from one account to another: `from`
 * loses it, `to` gains it. `move(bank, customerAvailable, 'AED', '100')` is a deposit.
 */
export function move(from: LedgerAccountRef, to: LedgerAccountRef, asset: string, amount: string): LedgerLineInput[] {
  if (!/^(0|[1-9]\d*)(\.\d+)?$/.test(amount) || toUnits(amount) <= 0n) throw new Error(`a move needs a positive amount, not ${JSON.stringify(amount)}`);
  return [
    { account: from, asset, amount: fromUnits(-toUnits(amount)) },
    { account: to, asset, amount },
  ];
}

/** A customer's main account (or sub-account) bucket, as a LedgerAccountRef. */
export const customerAccount = (customerId: string, bucket: CustomerBucket = 'AVAILABLE', subAccountId: string | null = null): LedgerAccountRef => ({
  owner: 'CUSTOMER',
  customerId,
  subAccountId,
  bucket,
});

/** The exchange's account for a purpose, as a LedgerAccountRef. */
export const exchangeAccount = (purpose: ExchangeAccountPurpose): LedgerAccountRef => ({ owner: 'EXCHANGE', purpose });
