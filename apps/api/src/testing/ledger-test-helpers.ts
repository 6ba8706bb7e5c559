import { sql } from 'drizzle-orm';
import { rowsOf } from './access-test-helpers.ts';
import type { TestServer } from './test-server.ts';

/** One customer line of a journal entry, with its entry and the exchange account on the other side. */
export interface CustomerPosting {
  entryId: string;
  kind: string;
  actorId: string;
  customerId: string;
  bucket: string;
  asset: string;
  /** trim_scale'd: "12.5", never "12.500000000000000000". */
  amount: string;
  /** The exchange's account(s) on the other side, comma-joined. */
  counterparty: string;
}

/** The customer lines of the entries posted for a source (a reward, a deposit...). */
export function customerPostingsOf(server: TestServer, referenceId: string): Promise<CustomerPosting[]> {
  return rowsOf<CustomerPosting>(server, sql`
    select e.id as "entryId", e.kind, e.actor_id as "actorId", a.customer_id as "customerId", a.bucket, l.asset,
      trim_scale(l.amount)::text as amount,
      (select string_agg(x.purpose, ',' order by x.purpose) from ledger_lines o join ledger_accounts x on x.id = o.account_id
        where o.entry_id = e.id and x.owner = 'EXCHANGE') as counterparty
    from ledger_entries e join ledger_lines l on l.entry_id = e.id join ledger_accounts a on a.id = l.account_id and a.owner = 'CUSTOMER'
    where e.reference_id = ${referenceId}
    order by l.id`);
}

/** A decimal string without trailing zeros: "12.50000000" -> "12.5". */
export const trimmed = (value: string | undefined) => (value?.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value);
