import type { OtpMethod, OtpOperation, OtpResult } from '@exchange/contract/otp/otp-rules';

/** The label keys of the OTP catalogues (explicit, so every key is found). */
export const OTP_METHOD_KEYS: Readonly<Record<OtpMethod, string>> = {
  EMAIL: 'otp.method.EMAIL',
  SMS: 'otp.method.SMS',
  AUTHENTICATOR: 'otp.method.AUTHENTICATOR',
};

export const OTP_OPERATION_KEYS: Readonly<Record<OtpOperation, string>> = {
  SIGN_IN: 'otp.operation.SIGN_IN',
  WITHDRAWAL: 'otp.operation.WITHDRAWAL',
  ADD_BANK_ACCOUNT: 'otp.operation.ADD_BANK_ACCOUNT',
  ADD_WHITELIST_ADDRESS: 'otp.operation.ADD_WHITELIST_ADDRESS',
  CHANGE_PASSWORD: 'otp.operation.CHANGE_PASSWORD',
  API_KEY: 'otp.operation.API_KEY',
};

export const OTP_RESULT_KEYS: Readonly<Record<OtpResult, string>> = {
  SENT: 'otp.result.SENT',
  VERIFIED: 'otp.result.VERIFIED',
  FAILED: 'otp.result.FAILED',
  EXPIRED: 'otp.result.EXPIRED',
  BLOCKED: 'otp.result.BLOCKED',
};
