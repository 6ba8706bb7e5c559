import { OTP_LENGTH } from '@exchange/contract/auth/credentials';

export const otpPattern = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** People paste codes as "123 456"; the server wants the digits only. */
export const normalizeOtp = (value: string | undefined): string => (value ?? '').replace(/\s+/g, '');
