import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { CsvCopy, Db } from '../db/database.ts';
import { createSecretBox } from '../security/secret-box.ts';
import { registerAccessRequestRoutes } from '../../modules/auth/access-request-routes.ts';
import type { AuthDeps } from '../../modules/auth/auth-context.ts';
import { registerAuthRoutes } from '../../modules/auth/auth-routes.ts';
import { registerAdminDirectoryRoutes } from '../../modules/admins/admin-directory-routes.ts';
import { registerMerchantAdRoutes } from '../../modules/p2p/ads/merchant-ad-routes.ts';
import { registerDisputeRoutes } from '../../modules/p2p/disputes/dispute-routes.ts';
import { registerMerchantPaymentMethodRoutes } from '../../modules/p2p/merchant-payment-methods/merchant-payment-method-routes.ts';
import { registerMerchantRoutes } from '../../modules/p2p/merchants/merchant-routes.ts';
import { registerOrderRoutes } from '../../modules/p2p/orders/order-routes.ts';
import { registerStatisticsRoutes } from '../../modules/p2p/statistics/statistics-routes.ts';
import { registerTransactionRoutes } from '../../modules/p2p/transactions/transaction-routes.ts';
import { registerReferralRoutes } from '../../modules/referrals/referral-routes.ts';
import { registerAccessRoutes } from '../../modules/access/access-routes.ts';
import { registerSubAdminRoutes } from '../../modules/admins/sub-admin-routes.ts';
import { registerActivityRoutes } from '../../modules/audit/activity-routes.ts';
import { registerPaymentMethodRoutes } from '../../modules/payment-methods/payment-method-routes.ts';
import { registerRemittanceRoutes } from '../../modules/remittance/remittance-routes.ts';
import { registerLeanRoutes } from '../../modules/lean/lean-routes.ts';
import { registerKycRoutes } from '../../modules/kyc/kyc-routes.ts';
import { registerBankAccountRoutes } from '../../modules/bank-accounts/bank-account-routes.ts';
import { registerFiatRoutes } from '../../modules/fiat/fiat-routes.ts';
import { registerBulkRoutes } from '../../modules/bulk/bulk-routes.ts';
import { registerSavedViewRoutes } from '../../modules/saved-views/saved-view-routes.ts';
import { registerSearchRoutes } from '../../modules/search/search-routes.ts';
import { registerCryptoRoutes } from '../../modules/crypto/crypto-routes.ts';
import { registerTradeRoutes } from '../../modules/trades/trade-routes.ts';
import { registerProfitRoutes } from '../../modules/profit/profit-routes.ts';
import { registerLedgerRoutes } from '../../modules/ledger/ledger-routes.ts';
import { registerReimbursementRoutes } from '../../modules/reimbursements/reimbursement-routes.ts';
import { registerSubAccountRoutes } from '../../modules/sub-accounts/sub-account-routes.ts';
import { createOutboxMailer, type Mailer } from '../mail/mailer.ts';
import { registerScreeningRoutes } from '../../modules/screening/screening-routes.ts';
import { screeningFromConfig } from '../../modules/screening/screening-service.ts';
import { registerCountryRoutes } from '../../modules/countries/country-routes.ts';
import { registerFeeRoutes } from '../../modules/fees/fee-routes.ts';
import { registerViewAsRoutes } from '../../modules/view-as/view-as-routes.ts';
import { signingKeyFromSeed } from '../../modules/view-as/signing-key.ts';
import { createApiApp } from './api-app.ts';
import { registerHealthRoutes } from './health-routes.ts';
import { registerLeadsForwarding, type LeadsInProcess } from './leads-forwarding.ts';
import { registerCustomerRoutes } from '../../modules/customers/customer-routes.ts';
import { registerLogRoutes } from '../../modules/logs/log-routes.ts';
import { registerRequestLog } from '../logs/request-log-hook.ts';
import { RequestLogWriter } from '../logs/request-log-writer.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { registerIntegrationRoutes } from '../../modules/integration/integration-routes.ts';
import { registerPlatformRoutes } from '../../modules/integration/platform-routes.ts';
import { registerIntegrationJobs } from '../../modules/integration/integration-jobs.ts';
import { LiveHub } from '../../modules/queues/live-hub.ts';
import { registerQueueRoutes } from '../../modules/queues/queue-routes.ts';
import { registerDashboardRoutes } from '../../modules/dashboard/dashboard-routes.ts';
import { registerAlertRoutes } from '../../modules/alerts/alert-routes.ts';
import { registerAlertJobs } from '../../modules/alerts/alert-jobs.ts';
import type { Notifications } from '../db/notifications.ts';
import { registerRedisRoutes } from '../../modules/redis/redis-routes.ts';
import { registerCampaignRoutes } from '../../modules/campaigns/campaign-routes.ts';
import { registerDonationRoutes } from '../../modules/donations/donation-routes.ts';
import { registerCourseRoutes } from '../../modules/courses/course-routes.ts';
import { registerVoucherRoutes } from '../../modules/vouchers/voucher-routes.ts';
import { registerBundleRoutes } from '../../modules/bundles/bundle-routes.ts';
import { registerOtpRoutes } from '../../modules/otp/otp-routes.ts';
// Content (issue 15).
import { registerAnnouncementRoutes } from '../../modules/announcements/announcement-routes.ts';
import { registerPostRoutes } from '../../modules/posts/post-routes.ts';
import { registerTranslationRoutes } from '../../modules/translations/translation-routes.ts';
import { registerBannerRoutes } from '../../modules/banners/banner-routes.ts';
import { registerEmailTemplateRoutes } from '../../modules/email-templates/email-template-routes.ts';
import { registerLiquidityRoutes } from '../../modules/liquidity/liquidity-routes.ts';
import { registerSaverRoutes } from '../../modules/savers/saver-routes.ts';
import { registerStakingJobs } from '../../modules/staking/staking-jobs.ts';
import { registerVoucherJobs } from '../../modules/vouchers/voucher-jobs.ts';
import { registerBannerJobs } from '../../modules/banners/banner-jobs.ts';
import { registerStakingRoutes } from '../../modules/staking/staking-routes.ts';

export interface ServerOptions {
  db: Db;
  config: Config;
  totpKey: Buffer;
  /** The Ed25519 seed that signs view-as tokens; config.viewAsSigningKey, else a random one (tests). */
  viewAsKey?: Buffer;
  logger: FastifyBaseLogger | boolean;
  webDist?: string;
  now?: () => number;
  /** PostgreSQL's COPY for CSV exports; absent on PGlite. */
  copyCsv?: CsvCopy;
  mailer?: Mailer;
  /** The job queue the areas give their workers and schedules to; the caller starts and stops it. */
  jobs?: JobQueue;
  /** The database's LISTEN, for the live queues. */
  notifications: Notifications;
  /** The leads API running in this process: served on this origin under LEADS_API_URL when that is a path. */
  leads?: LeadsInProcess;
}

/** Wires every area onto the app: the one place to look for "which routes exist". */
export async function buildServer(options: ServerOptions) {
  const app = await createApiApp({ ...options, webDist: options.webDist ?? options.config.webDist });
  // One key seals every small secret kept at rest: the 2FA seeds and the webhooks' signing secrets.
  const secretBox = createSecretBox(options.totpKey);
  const authDeps: AuthDeps = {
    db: options.db,
    config: options.config,
    totpBox: secretBox,
    now: options.now ?? Date.now,
  };
  const requestLog = new RequestLogWriter(options.db, {
    retentionDays: options.config.requestLogRetentionDays,
    onError: (err) => app.log.error({ err }, 'request log cannot be written; API calls go on unlogged'),
  });
  registerRequestLog(app, requestLog);
  registerLogRoutes(app, { db: options.db, config: options.config, requestLog, now: authDeps.now });
  registerAuthRoutes(app, authDeps);
  registerAccessRequestRoutes(app, authDeps, options.copyCsv);
  registerAdminDirectoryRoutes(app, options.db);
  registerAccessRoutes(app, options.db);
  const mailer = options.mailer ?? createOutboxMailer(options.config.mailOutboxDir, options.config.mailFrom);
  registerSubAdminRoutes(app, { db: options.db, config: options.config, mailer }, options.copyCsv);
  registerActivityRoutes(app, options.db);
  registerStatisticsRoutes(app, options.db, options.config.disputeSlaMs);
  registerMerchantRoutes(app, options.db, options.copyCsv);
  registerMerchantAdRoutes(app, options.db, options.copyCsv);
  registerMerchantPaymentMethodRoutes(app, options.db, options.copyCsv);
  registerTransactionRoutes(app, options.db, options.copyCsv);
  registerOrderRoutes(app, options.db, options.copyCsv);
  registerDisputeRoutes(app, options.db, options.config.disputeSlaMs, options.copyCsv);
  registerPaymentMethodRoutes(app, options.db, options.copyCsv);
  registerReferralRoutes(app, options.db, options.copyCsv);
  registerRemittanceRoutes(app, options.db, options.copyCsv);
  registerLeanRoutes(app, options.db, options.copyCsv);
  const screening = screeningFromConfig(options.config);
  registerCustomerRoutes(app, options.db, options.copyCsv, screening);
  registerScreeningRoutes(app, options.db, screening, options.copyCsv);
  registerCountryRoutes(app, options.db);
  registerFeeRoutes(app, options.db, options.copyCsv);
  const viewAsKey = await signingKeyFromSeed(options.viewAsKey ?? options.config.viewAsSigningKey ?? randomBytes(32));
  registerViewAsRoutes(app, { db: options.db, config: options.config, mailer, key: viewAsKey });
  registerKycRoutes(app, options.db, options.copyCsv);
  registerBankAccountRoutes(app, options.db, options.copyCsv);
  registerFiatRoutes(app, options.db, options.copyCsv);
  registerCryptoRoutes(app, options.db, options.copyCsv);
  registerTradeRoutes(app, options.db, options.copyCsv);
  registerProfitRoutes(app, options.db, options.copyCsv);
  registerLedgerRoutes(app, options.db, options.copyCsv);
  registerReimbursementRoutes(app, options.db, options.copyCsv);
  registerSubAccountRoutes(app, options.db, options.copyCsv);
  registerBulkRoutes(app, options.db);
  registerSavedViewRoutes(app, options.db);
  registerSearchRoutes(app, options.db);
  registerIntegrationRoutes(app, options.db, secretBox, options.config.webhookAllowInternalUrls);
  registerPlatformRoutes(app, options.db);
  registerBundleRoutes(app, options.db);
  registerOtpRoutes(app, options.db, options.copyCsv);
  registerRedisRoutes(app, options.db, options.config.redisUrl);
  registerStakingRoutes(app, options.db, options.config);
  registerSaverRoutes(app, options.db);
  registerLiquidityRoutes(app, options.db);
  // Growth: gift vouchers, campaigns and donations.
  registerVoucherRoutes(app, options.db, options.copyCsv);
  registerDonationRoutes(app, options.db, options.copyCsv);
  registerCampaignRoutes(app, options.db, options.copyCsv);
  registerCourseRoutes(app, options.db);
  // Content (issue 15): announcements, app banners, e-mail templates.
  registerAnnouncementRoutes(app, options.db);
  registerBannerRoutes(app, options.db);
  registerEmailTemplateRoutes(app, { db: options.db, mailer });
  // The social feed (issue 15): posts and comments, moderated.
  registerPostRoutes(app, options.db);
  // Translation (issue 15): the customer app's languages and texts.
  registerTranslationRoutes(app, options.db);
  if (options.jobs) registerStakingJobs(options.jobs, options.db, options.config);
  if (options.jobs) registerVoucherJobs(options.jobs, options.db);
  if (options.jobs) registerBannerJobs(options.jobs, options.db);
  if (options.jobs) registerIntegrationJobs(options.jobs, options.db, options.config, secretBox);
  const liveHub = new LiveHub({
    db: options.db,
    notifications: options.notifications,
    times: options.config,
    disputeSlaMs: options.config.disputeSlaMs,
    logError: (err, message) => app.log.error({ err }, message),
  });
  app.addHook('onClose', () => liveHub.close());
  registerQueueRoutes(app, liveHub);
  registerDashboardRoutes(app, options.db, liveHub);
  registerAlertRoutes(app, options.db);
  if (options.jobs) registerAlertJobs(options.jobs, options.db, options.config, mailer);
  registerHealthRoutes(app, options.db);
  // ---- Leads API (apps/leads), forwarded on this origin ----
  if (options.leads && options.config.leads.apiUrl.startsWith('/')) registerLeadsForwarding(app, options.config.leads.apiUrl, options.leads);
  // ---- end Leads API ----
  await app.ready();
  return app;
}
