import { z } from 'zod';
import { ERROR_CODE_LIST, ERROR_PARAM_NAMES, type ErrorCode, type ErrorParamsArg } from './error-codes.ts';

// The list lives in error-codes.ts (no zod, for the console); the type is re-exported for the API's imports.
export type { ErrorCode };

const errorCodeSchema = z.enum(ERROR_CODE_LIST);
/** Named values of the error's text (`{ country: 'NG' }`); which names a code has is in ERROR_CODES. */
const errorParamsSchema = z.partialRecord(z.enum(ERROR_PARAM_NAMES), z.union([z.string(), z.number()]));

/**
 * Every non-2xx answer of the admin API has this body. `code` is stable and `params` fill its
 * text: clients translate those. `message` is the English text for API users and logs.
 */
export const apiErrorSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    params: errorParamsSchema.optional(),
    /** For errors about fields: each offending field (dotted path), with its own code, text and params. */
    details: z
      .array(z.object({ field: z.string(), code: errorCodeSchema, message: z.string(), params: errorParamsSchema.optional() }))
      .optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * For a refinement of a contract schema: the code (and params) the API's answer names for its
 * issue, handed to zod as the custom issue's `params`. Without it a refinement is `validation.invalid`.
 */
export const issueCode = <C extends ErrorCode>(code: C, ...params: ErrorParamsArg<C>) => ({
  params: { code, ...params[0] },
});
