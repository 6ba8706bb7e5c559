import { RATE_PATTERN, STAKING_AMOUNT_SCALE, isRate } from '@exchange/contract/staking/staking-rules';
import { decimalPattern } from '@exchange/contract/p2p/money-rules';
import type { Rule } from 'antd/es/form';

const AMOUNT = decimalPattern(STAKING_AMOUNT_SCALE);

/** A required positive amount of at most 8 decimals, as the API checks it. */
export const amountRules = (messages: { required: string; invalid: string }): Rule[] => [
  { required: true, whitespace: true, message: messages.required },
  { validator: (_r, v: string | undefined) => (!v?.trim() || (AMOUNT.test(v.trim()) && /[1-9]/.test(v)) ? Promise.resolve() : Promise.reject(new Error(messages.invalid))) },
];

/** A required annual rate in percent: above 0, at most 1000, at most 4 decimals. */
export const rateRules = (messages: { required: string; invalid: string }): Rule[] => [
  { required: true, whitespace: true, message: messages.required },
  { validator: (_r, v: string | undefined) => (!v?.trim() || (RATE_PATTERN.test(v.trim()) && isRate(v.trim())) ? Promise.resolve() : Promise.reject(new Error(messages.invalid))) },
];
