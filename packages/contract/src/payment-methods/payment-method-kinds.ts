import { z } from 'zod';

/** How the customer pays: drives the icon fallback and which details the apps ask for. */
export const PAYMENT_TYPES = ['BANK_TRANSFER', 'CARD', 'OPEN_BANKING', 'MOBILE_WALLET', 'MOBILE_MONEY', 'CASH'] as const;
export const paymentTypeSchema = z.enum(PAYMENT_TYPES);
export type PaymentType = z.infer<typeof paymentTypeSchema>;

/** A limit applies to money coming in (deposit, on-ramp buy) or going out (withdrawal). */
export const PAYMENT_LIMIT_TYPES = ['DEPOSIT', 'WITHDRAWAL'] as const;
export const paymentLimitTypeSchema = z.enum(PAYMENT_LIMIT_TYPES);
export type PaymentLimitType = z.infer<typeof paymentLimitTypeSchema>;
