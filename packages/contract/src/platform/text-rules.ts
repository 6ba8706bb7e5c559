import { issueCode } from './errors.ts';

/** PostgreSQL text cannot hold a NUL character: refused as bad input (`.refine(...noNul)`) rather than failing in SQL. */
export const noNul = [(text: string) => !text.includes('\u0000'), { message: 'must not contain a NUL character', ...issueCode('validation.unstorableText') }] as const;
