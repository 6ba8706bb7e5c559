import { describe, expect, it } from 'vitest';
import { headerTitleKey, headerTitles } from './header-titles.ts';
import en from './i18n/locales/en.json';

function english(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
}

describe('header titles', () => {
  it('names the P2P screens as the spec does', () => {
    expect(english(headerTitleKey('/p2p-statistics') ?? '')).toBe('P2P Statistics');
    expect(english(headerTitleKey('/P2PMerchant') ?? '')).toBe('P2P Merchants');
    expect(english(headerTitleKey('/P2PMerchantAds') ?? '')).toBe('P2P Merchants');
    expect(english(headerTitleKey('/P2PTransactions') ?? '')).toBe('P2P Transactions');
  });

  it('matches case-insensitively, ignores a trailing slash and keeps the title on sub-paths', () => {
    expect(headerTitleKey('/p2pmerchant')).toBe('titles.p2pMerchants');
    expect(headerTitleKey('/customers/')).toBe('titles.customers');
    expect(headerTitleKey('/customers/42/kyc')).toBe('titles.customers');
    expect(headerTitleKey('/staking/providers/7')).toBe('titles.providers');
  });

  it('knows nothing for unknown paths, so the caller shows the exchange name', () => {
    expect(headerTitleKey('/')).toBeUndefined();
    expect(headerTitleKey('/nowhere')).toBeUndefined();
  });

  it('has an English text for every title, covering the whole spec list', () => {
    for (const key of Object.values(headerTitles)) expect(typeof english(key), key).toBe('string');
    const spec = [
      'Dashboard', 'Customers', 'Manage Sub Admins', 'Translation', 'IAM', 'KYC Requests', 'Manage Crypto Coins',
      'Bank A/C Requests', 'Card Deposits', 'Trades', 'Crypto Bundles', 'Crypto Transactions', 'Profit Ledger',
      'Whitelist', 'Sub Account(s)', 'Redis Explorer', 'Campaign', 'Announcements', 'Mobile Announcement', 'Leads',
      'Limit Orders', 'Reimbursements', 'Referrals', 'Unauthorized', 'Admin Activities', 'Dispute Management',
      'Country Whitelist', 'Comply Advantage', 'Donations', 'App Banner', 'Vouchers', 'OTP Dashboard Settings',
      'Staking statistics (auto-updated every 30 minutes)', 'Providers', 'Protocols', 'Email Templates',
      'Admin Request', 'Liquidity Monitoring', 'Savers', 'P2P Statistics', 'P2P Merchants', 'P2P Transactions',
      'Referee Rewards', 'Remittance Approval', 'LEAN Approval', 'Payment Methods',
      'Fiat Transaction (Withdrawal)', 'Fiat Transaction (Deposit)',
    ];
    const shown = new Set(Object.values(headerTitles).map(english));
    for (const title of spec) expect(shown.has(title), title).toBe(true);
  });
});
