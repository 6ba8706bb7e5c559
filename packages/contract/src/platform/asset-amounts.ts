import { z } from 'zod';
import { ASSETS, assetScaleOf, type Asset } from '../fees/fee-rules.ts';
import { decimalPattern } from '../p2p/money-rules.ts';
import { issueCode } from './errors.ts';

/** Every asset a balance can be in (fiats and coins), as an enum. */
export const balanceAssetSchema = z.enum(ASSETS);

/**
 * An object's `amountField` as a positive decimal string with no more decimals than its `asset`
 * allows (fiat 2, crypto 8): the refusal names the amount's field with `validation.decimal` or
 * `validation.positive`. Used by the money-moving growth tools (vouchers, campaigns, donations).
 */
export function checkAssetAmount(value: { asset: Asset } & Record<string, unknown>, fields: readonly string[], ctx: z.RefinementCtx) {
  const scale = assetScaleOf(value.asset);
  for (const field of fields) {
    const amount = value[field];
    if (typeof amount !== 'string') continue;
    if (!decimalPattern(scale).test(amount)) {
      ctx.addIssue({ code: 'custom', path: [field], message: `must be a decimal with at most ${scale} decimals for ${value.asset}, e.g. "10"`, ...issueCode('validation.decimal', { scale }) });
    } else if (!/[1-9]/.test(amount)) {
      ctx.addIssue({ code: 'custom', path: [field], message: 'must be greater than 0', ...issueCode('validation.positive') });
    }
  }
}

/** A decimal string before its asset-dependent check: trimmed, at most 8 decimals. */
export const decimalStringSchema = z.string({ error: 'must be a decimal given as a string, e.g. "10"' }).trim().max(40, 'must be at most 40 characters');
