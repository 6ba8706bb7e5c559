import type { PaymentLimitType, PaymentType } from '@exchange/contract/payment-methods/payment-method-kinds';
import type { IsoCountryCode } from '@exchange/contract/platform/countries';
import type { Db } from '../../platform/db/database.ts';
import { paymentMethodLimits, paymentMethods } from './payment-method-tables.ts';

/*
 * The demo catalogue: a dozen real-world ways to pay, as an exchange serving the Gulf, Europe,
 * Africa, South Asia and Brazil would list them. Written out rather than generated: a catalogue
 * is small, and believable fees and ranges teach more than random ones. Every payment type, both
 * limit types, inactive methods and inactive limits are present.
 */

interface DemoMethod {
  name: string;
  description: string;
  paymentType: PaymentType;
  onRamp: boolean;
  isActive: boolean;
  iconUrl?: string;
}

const METHODS: DemoMethod[] = [
  { name: 'Bank Transfer', description: 'Local bank transfer to the exchange account, matched by reference', paymentType: 'BANK_TRANSFER', onRamp: false, isActive: true },
  { name: 'Visa / Mastercard', description: 'Debit and credit cards, 3-D Secure', paymentType: 'CARD', onRamp: true, isActive: true },
  { name: 'Apple Pay', description: 'Cards in Apple Wallet', paymentType: 'MOBILE_WALLET', onRamp: true, isActive: true },
  { name: 'Google Pay', description: 'Cards in Google Wallet (paused while the acquirer renews the contract)', paymentType: 'MOBILE_WALLET', onRamp: true, isActive: false },
  { name: 'M-Pesa', description: 'Mobile money through Safaricom and Vodacom', paymentType: 'MOBILE_MONEY', onRamp: true, isActive: true },
  { name: 'LEAN Open Banking', description: 'Pay from a bank account connected through LEAN', paymentType: 'OPEN_BANKING', onRamp: false, isActive: true },
  { name: 'Cash Deposit', description: 'Cash paid in at partner agents, credited after the agent confirms', paymentType: 'CASH', onRamp: false, isActive: false },
  { name: 'SEPA Transfer', description: 'SEPA credit transfer in euro', paymentType: 'BANK_TRANSFER', onRamp: false, isActive: true },
  { name: 'SEPA Instant', description: 'SEPA instant credit transfer in euro, around the clock', paymentType: 'OPEN_BANKING', onRamp: true, isActive: true },
  { name: 'UPI', description: 'Unified Payments Interface: instant bank payment from any UPI app', paymentType: 'MOBILE_WALLET', onRamp: true, isActive: true },
  // The one demo method with its own icon; a console that cannot load it shows the type's icon.
  { name: 'PIX', description: 'Brazilian instant payment by key or QR code', paymentType: 'BANK_TRANSFER', onRamp: true, isActive: true },
  { name: 'Faster Payments', description: 'UK Faster Payments in pounds sterling', paymentType: 'BANK_TRANSFER', onRamp: false, isActive: true },
];

type DemoLimit = [
  method: string,
  country: IsoCountryCode,
  type: PaymentLimitType,
  fee: string,
  feePercentage: string,
  minBuyLimitInUsd: string,
  minDeposit: string,
  maxDeposit: string,
  processingTime: string,
  isActive?: boolean,
];

const LIMITS: DemoLimit[] = [
  ['Bank Transfer', 'AE', 'DEPOSIT', '0.00', '0.00', '50.00', '100.00', '500000.00', '1-2 business days'],
  ['Bank Transfer', 'AE', 'WITHDRAWAL', '10.00', '0.00', '0.00', '100.00', '250000.00', '1-2 business days'],
  ['Bank Transfer', 'SA', 'DEPOSIT', '0.00', '0.00', '50.00', '100.00', '400000.00', '1-2 business days'],
  ['Bank Transfer', 'SA', 'WITHDRAWAL', '15.00', '0.00', '0.00', '100.00', '200000.00', '1-3 business days'],
  ['Bank Transfer', 'NG', 'DEPOSIT', '0.00', '0.50', '20.00', '5000.00', '20000000.00', 'Same day', false],
  ['Visa / Mastercard', 'AE', 'DEPOSIT', '0.00', '2.90', '20.00', '50.00', '20000.00', 'Instant'],
  ['Visa / Mastercard', 'DE', 'DEPOSIT', '0.25', '1.80', '20.00', '15.00', '5000.00', 'Instant'],
  ['Visa / Mastercard', 'GB', 'DEPOSIT', '0.20', '1.90', '20.00', '15.00', '5000.00', 'Instant'],
  ['Visa / Mastercard', 'US', 'DEPOSIT', '0.30', '3.50', '20.00', '20.00', '10000.00', 'Instant'],
  ['Visa / Mastercard', 'US', 'WITHDRAWAL', '1.00', '1.00', '0.00', '20.00', '5000.00', 'Up to 30 minutes', false],
  ['Apple Pay', 'AE', 'DEPOSIT', '0.00', '2.90', '20.00', '50.00', '15000.00', 'Instant'],
  ['Apple Pay', 'GB', 'DEPOSIT', '0.20', '1.90', '20.00', '15.00', '3000.00', 'Instant'],
  ['Apple Pay', 'US', 'DEPOSIT', '0.30', '3.50', '20.00', '20.00', '5000.00', 'Instant'],
  ['Google Pay', 'IN', 'DEPOSIT', '0.00', '2.00', '10.00', '500.00', '200000.00', 'Instant'],
  ['M-Pesa', 'KE', 'DEPOSIT', '0.00', '1.50', '5.00', '100.00', '250000.00', 'Instant'],
  ['M-Pesa', 'KE', 'WITHDRAWAL', '30.00', '0.00', '0.00', '100.00', '150000.00', 'Within 1 hour'],
  ['M-Pesa', 'TZ', 'DEPOSIT', '0.00', '1.50', '5.00', '1000.00', '5000000.00', 'Instant'],
  ['LEAN Open Banking', 'AE', 'DEPOSIT', '0.00', '0.50', '25.00', '100.00', '100000.00', 'Instant'],
  ['LEAN Open Banking', 'SA', 'DEPOSIT', '0.00', '0.50', '25.00', '100.00', '100000.00', 'Instant'],
  ['Cash Deposit', 'NG', 'DEPOSIT', '200.00', '1.00', '10.00', '5000.00', '2000000.00', '1-3 hours'],
  ['Cash Deposit', 'PK', 'DEPOSIT', '100.00', '1.00', '10.00', '2000.00', '500000.00', '1-3 hours'],
  ['SEPA Transfer', 'DE', 'DEPOSIT', '0.00', '0.00', '20.00', '10.00', '100000.00', '1-2 business days'],
  ['SEPA Transfer', 'DE', 'WITHDRAWAL', '1.00', '0.00', '0.00', '10.00', '50000.00', '1-2 business days'],
  ['SEPA Transfer', 'FR', 'DEPOSIT', '0.00', '0.00', '20.00', '10.00', '100000.00', '1-2 business days'],
  ['SEPA Transfer', 'FR', 'WITHDRAWAL', '1.00', '0.00', '0.00', '10.00', '50000.00', '1-2 business days'],
  ['SEPA Transfer', 'IT', 'DEPOSIT', '0.00', '0.00', '20.00', '10.00', '100000.00', '1-2 business days'],
  ['SEPA Transfer', 'ES', 'DEPOSIT', '0.00', '0.00', '20.00', '10.00', '100000.00', '1-2 business days', false],
  ['SEPA Instant', 'DE', 'DEPOSIT', '0.50', '0.00', '20.00', '10.00', '100000.00', 'Instant'],
  ['SEPA Instant', 'FR', 'DEPOSIT', '0.50', '0.00', '20.00', '10.00', '100000.00', 'Instant'],
  ['UPI', 'IN', 'DEPOSIT', '0.00', '0.00', '10.00', '100.00', '100000.00', 'Instant'],
  ['UPI', 'IN', 'WITHDRAWAL', '10.00', '0.00', '0.00', '100.00', '100000.00', 'Within 2 hours'],
  ['PIX', 'BR', 'DEPOSIT', '0.00', '0.00', '10.00', '20.00', '50000.00', 'Instant'],
  ['PIX', 'BR', 'WITHDRAWAL', '0.00', '0.50', '0.00', '20.00', '50000.00', 'Instant'],
  ['Faster Payments', 'GB', 'DEPOSIT', '0.00', '0.00', '20.00', '10.00', '250000.00', 'Within 2 hours'],
  ['Faster Payments', 'GB', 'WITHDRAWAL', '0.50', '0.00', '0.00', '10.00', '100000.00', 'Within 2 hours'],
];

const DAY_MS = 86_400_000;

/** Adds the demo catalogue; methods that exist already (by name) and their limits are left alone. */
export async function generatePaymentMethodsDemoData(db: Db, anchor: string) {
  const at = Date.parse(anchor);
  // Older methods first: the list sorted by "created" then reads like the catalogue's history.
  const rows = METHODS.map((m, i) => {
    const createdAt = new Date(at - (METHODS.length - i) * 30 * DAY_MS);
    return { ...m, iconUrl: m.iconUrl ?? null, createdAt, updatedAt: createdAt };
  });
  const inserted = await db.insert(paymentMethods).values(rows).onConflictDoNothing().returning({ id: paymentMethods.id, name: paymentMethods.name });
  if (inserted.length === 0) return;
  const idByName = new Map(inserted.map((m) => [m.name, m.id]));
  const limitRows = LIMITS.flatMap(([method, country, type, fee, feePercentage, minBuyLimitInUsd, minDeposit, maxDeposit, processingTime, isActive = true], i) => {
    const paymentMethodId = idByName.get(method);
    if (!paymentMethodId) return [];
    const createdAt = new Date(at - (LIMITS.length - i) * DAY_MS);
    return [{ paymentMethodId, country, type, fee, feePercentage, minBuyLimitInUsd, minDeposit, maxDeposit, processingTime, isActive, createdAt, updatedAt: createdAt }];
  });
  if (limitRows.length > 0) await db.insert(paymentMethodLimits).values(limitRows).onConflictDoNothing();
}
