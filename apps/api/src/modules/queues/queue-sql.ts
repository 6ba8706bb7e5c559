import { sql, type SQL } from 'drizzle-orm';
import { QUEUE_COUNT_CAP, WORK_QUEUE_NAMES, type WorkQueue } from '@exchange/contract/queues/queue-names';
import type { QueueCount } from '@exchange/contract/queues/work-queues';
import { selectRows, type DbOrTx } from '../../platform/db/database.ts';

interface QueueShape {
  table: string;
  /** The column holding the row's state. */
  stateColumn?: 'status' | 'state';
  states: readonly string[];
  /** When a row started waiting, if not when it was made (read from the oldest row by creation). */
  waitingSince?: 'submitted_at';
  /** The creation column the (state, created) index orders by. */
  createdColumn?: 'submitted_at';
  /** Waiting longer than the dispute SLA. */
  pastSla?: true;
}

/**
 * Where each queue's rows are. Every queue is read through its table's (state, created) index: the
 * count stops at QUEUE_COUNT_CAP + 1 entries and the oldest row is the index's first, so a queue
 * costs the same on a table of a thousand rows or of millions.
 */
const QUEUE_SHAPES: Record<WorkQueue, QueueShape> = {
  kycToReview: { table: 'kyc_requests', states: ['SUBMITTED', 'IN_REVIEW'], createdColumn: 'submitted_at' },
  pendingAccounts: { table: 'customers', stateColumn: 'state', states: ['PENDING'] },
  bankAccountsToVerify: { table: 'customer_bank_accounts', states: ['PENDING'] },
  screeningHits: { table: 'screening_cases', states: ['OPEN'] },
  fiatDepositsToMatch: { table: 'fiat_deposits', states: ['PENDING'] },
  fiatWithdrawalsToSubmit: { table: 'fiat_withdrawals', states: ['SUBMITTED'] },
  fiatWithdrawalsAwaitingSecondApprover: { table: 'fiat_withdrawals', states: ['PENDING_APPROVAL'], waitingSince: 'submitted_at' },
  fiatWithdrawalsToPay: { table: 'fiat_withdrawals', states: ['APPROVED'] },
  cryptoWithdrawalsToSubmit: { table: 'crypto_withdrawals', states: ['SUBMITTED'] },
  cryptoWithdrawalsAwaitingSecondApprover: { table: 'crypto_withdrawals', states: ['PENDING_APPROVAL'], waitingSince: 'submitted_at' },
  cryptoDepositRecoveries: { table: 'crypto_deposits', states: ['RECOVERY_PENDING'] },
  p2pTransactionsToApprove: { table: 'p2p_transactions', states: ['REQUESTED'] },
  disputesOpen: { table: 'order_disputes', states: ['OPEN', 'IN_REVIEW'] },
  disputesPastSla: { table: 'order_disputes', states: ['OPEN', 'IN_REVIEW'], pastSla: true },
  leanDepositsToApprove: { table: 'lean_transactions', states: ['PENDING'] },
  remittanceToReview: { table: 'remittance_beneficiaries', states: ['PENDING_REVIEW'] },
  referralRewardsToDecide: { table: 'referral_rewards', states: ['PENDING'] },
  reimbursementsToApprove: { table: 'reimbursements', states: ['PENDING'] },
};

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

function queueColumns(queue: WorkQueue, shape: QueueShape, slaMs: number): SQL {
  const state = shape.stateColumn ?? 'status';
  const created = shape.createdColumn ?? 'created_at';
  const states = shape.states.map(literal).join(', ');
  const slaCut = shape.pastSla ? sql` and ${sql.raw(created)} < now() - ${`${Math.floor(slaMs / 1000)} seconds`}::interval` : sql``;
  const where = sql`${sql.raw(`${state} in (${states})`)}${slaCut}`;
  const since = sql.raw(shape.waitingSince ?? created);
  // The oldest per state, each the first entry of its index range; then the least of them.
  const oldest = shape.states.map(
    (s) => sql`(select ${since} from ${sql.raw(shape.table)} where ${sql.raw(`${state} = ${literal(s)}`)}${slaCut} order by ${sql.raw(created)} limit 1)`,
  );
  return sql`(select count(*)::int from (select 1 from ${sql.raw(shape.table)} where ${where} limit ${QUEUE_COUNT_CAP + 1}) c) as ${sql.raw(`"${queue}_n"`)},
    least(${sql.join(oldest, sql`, `)}) as ${sql.raw(`"${queue}_at"`)}`;
}

/** Every queue's count and oldest row, in one round trip. */
export async function countAllQueues(db: DbOrTx, slaMs: number): Promise<QueueCount[]> {
  const columns = WORK_QUEUE_NAMES.map((queue) => queueColumns(queue, QUEUE_SHAPES[queue], slaMs));
  const [row = {}] = await selectRows(db, sql`select ${sql.join(columns, sql`, `)}`);
  return WORK_QUEUE_NAMES.map((queue) => {
    const count = Number(row[`${queue}_n`] ?? 0);
    const at = row[`${queue}_at`];
    return {
      queue,
      count: Math.min(count, QUEUE_COUNT_CAP),
      capped: count > QUEUE_COUNT_CAP,
      oldestAt: at instanceof Date ? at.toISOString() : typeof at === 'string' ? new Date(at).toISOString() : null,
    };
  });
}
