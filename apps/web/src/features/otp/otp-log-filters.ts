import { OTP_LOG_PAGE_SIZE, OTP_METHODS, OTP_OPERATIONS, OTP_RESULTS, type OtpMethod, type OtpOperation, type OtpResult } from '@exchange/contract/otp/otp-rules';
import type { ListQueryOf } from '../../app/api.ts';
import { defineFilters, filterFields } from '../../components/list/list-filters.ts';
import { OTP_METHOD_KEYS, OTP_OPERATION_KEYS, OTP_RESULT_KEYS } from './otp-text-keys.ts';

export type OtpLogQuery = Omit<ListQueryOf<'/admin/otp/logs'>, 'format'>;

const f = filterFields<OtpLogQuery>();

/** The OTP log's filters: the customer's e-mail, the operation, method and result, the dates. */
export const otpLogFilters = defineFilters<OtpLogQuery>(
  [
    f.text('email', { label: 'otp.logs.email', hint: 'otp.logs.emailHint', lowercase: true, max: 254, testId: 'otp-email' }),
    f.choice('operation', OTP_OPERATIONS, { label: 'otp.logs.operation', valueLabel: (v) => OTP_OPERATION_KEYS[v as OtpOperation], testId: 'otp-operation' }),
    f.choice('method', OTP_METHODS, { label: 'otp.logs.method', valueLabel: (v) => OTP_METHOD_KEYS[v as OtpMethod], testId: 'otp-method' }),
    f.choice('result', OTP_RESULTS, { label: 'otp.logs.result', valueLabel: (v) => OTP_RESULT_KEYS[v as OtpResult], testId: 'otp-result' }),
    f.dates('startDate', 'endDate', { label: 'otp.logs.dates', more: true, testId: 'filter-dates' }),
  ],
  { limit: OTP_LOG_PAGE_SIZE, pageSizes: [20, OTP_LOG_PAGE_SIZE, 100, 200] },
);
