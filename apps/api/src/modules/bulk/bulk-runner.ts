import type { BulkRowResult } from '@exchange/contract/bulk/bulk-decisions';
import type { ErrorCode } from '@exchange/contract/platform/error-codes';
import type { Actor } from '../../platform/audit/write-audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * One bulk decision: the area's own one-row command (its guard, its four-eyes rule, its audit row),
 * and how to tell "someone decided it first" from the other refusals: a status the row reaches only
 * by being decided, or a code that says so.
 */
export interface BulkDecision<B> {
  decide: (db: Db, id: string, body: B, actor: Actor) => Promise<unknown>;
  decidedStatuses: readonly string[];
  decidedCodes?: readonly ErrorCode[];
}

const errorOf = (e: AppError) => ({ code: e.code, message: e.message, ...(e.params ? { params: { ...e.params } } : {}) });

function outcomeOf<B>(decision: BulkDecision<B>, e: AppError): BulkRowResult['outcome'] {
  if (e.status !== 409) return 'REFUSED';
  const status = e.params?.status;
  if (typeof status === 'string' && decision.decidedStatuses.includes(status)) return 'ALREADY_DECIDED';
  return decision.decidedCodes?.includes(e.code) ? 'ALREADY_DECIDED' : 'REFUSED';
}

/**
 * Decides the rows one after another, each in its own transaction through the area's command: a
 * refused row is reported and the next one goes on; what was decided stays decided. One at a time
 * keeps a 500-row call to one connection of the pool, so it cannot starve the other admins.
 */
export async function runBulkDecision<B extends { ids: string[] }>(db: Db, decision: BulkDecision<B>, body: B, actor: Actor): Promise<BulkRowResult[]> {
  const results: BulkRowResult[] = [];
  for (const id of body.ids) {
    try {
      await decision.decide(db, id, body, actor);
      results.push({ id, outcome: 'DONE' });
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      results.push({ id, outcome: outcomeOf(decision, e), error: errorOf(e) });
    }
  }
  return results;
}
