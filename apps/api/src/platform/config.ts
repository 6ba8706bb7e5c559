import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { LEADS_API_DEFAULT_PREFIX } from '@exchange/contract/leads/lead-rules';
import { STAKING_STATISTICS_MINUTES_DEFAULT, STAKING_STATISTICS_MINUTE_STEPS } from '@exchange/contract/staking/staking-rules';

const intFromEnv = (fallback: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

const booleanFromEnv = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Parses "10.0.0.0/8, 192.168.1.7, ::1/128" into a BlockList; throws naming the bad entry. */
export function parseIpAllowlist(raw: string): BlockList | null {
  const entries = raw.split(',').map((s) => s.trim()).filter(Boolean);
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefixText] = entry.split('/');
    const family = isIP(address);
    if (family === 0) throw new Error(`"${entry}" is not an IP address or CIDR`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    const maxPrefix = family === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? maxPrefix : Number(prefixText);
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > maxPrefix) {
      throw new Error(`"${entry}" has a bad prefix length`);
    }
    list.addSubnet(address, prefix, type);
  }
  return list;
}

/**
 * Every environment variable the API reads, with its description: the README's configuration table
 * and the repository's `.env.example` (written by `npm run env-example -w apps/api`) come from here.
 * `defaultText` names a default computed from other variables; `requiredWhen` a condition that
 * makes an optional variable required.
 */
export const envSchema = z.object({
  PORT: intFromEnv(8080, 0, 65535).meta({ description: 'HTTP port of the console and the API' }),
  HOST: z.string().min(1).default('127.0.0.1').meta({ description: 'address to listen on (0.0.0.0 to expose it)' }),
  DATA_DIR: z
    .string()
    .min(1)
    .default('./data')
    .meta({ description: 'embedded database and generated secrets (relative to where you run npm)' }),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .meta({ description: 'postgres://...: use PostgreSQL instead of the embedded PGlite', defaultText: 'none (embedded PGlite in DATA_DIR)' }),
  MIGRATION_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .meta({
      description:
        'the owner role that runs migrations; DATABASE_URL then serves as a runtime role that can only insert and read audit rows',
      defaultText: 'none (DATABASE_URL runs the migrations)',
    }),
  ADMIN_EMAIL: z
    .string()
    .trim()
    .toLowerCase()
    .email()
    .optional()
    .meta({
      description:
        'with ADMIN_PASSWORD: creates the first super admin when there is no admin. Without them, embedded mode makes admin@example.com with a random password printed once',
      requiredWhen: 'with ADMIN_PASSWORD',
    }),
  ADMIN_PASSWORD: z
    .string()
    .min(10, 'must be at least 10 characters')
    .optional()
    .meta({ description: 'password of that first super admin (10+ characters)', requiredWhen: 'with ADMIN_EMAIL' }),
  EXCHANGE_NAME: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .default('Open Exchange')
    .meta({ description: 'shown in the footer, on the sign-in page and in authenticator apps' }),
  ADMIN_IP_ALLOWLIST: z.string().default('').meta({
    description:
      'comma-separated IPs/CIDRs (10.0.0.0/8, 2001:db8::/32). A sign-in from outside gets the "connect via VPN" answer; every other call gets 403. Empty: everyone',
  }),
  SESSION_IDLE_MINUTES: intFromEnv(30, 1, 24 * 60).meta({ description: 'a session unused this long ends' }),
  SESSION_ABSOLUTE_HOURS: intFromEnv(12, 1, 24 * 30).meta({ description: 'a session ends this long after sign-in, used or not' }),
  LOGIN_MAX_FAILURES: intFromEnv(5, 1, 100).meta({ description: 'failed passwords or 2FA codes on one account before it is locked' }),
  LOGIN_IP_MAX_FAILURES: intFromEnv(20, 1, 10000).meta({ description: 'failed sign-ins from one address before it is locked' }),
  LOGIN_LOCKOUT_MINUTES: intFromEnv(15, 1, 24 * 60).meta({ description: 'counting window and lock duration for both' }),
  TOTP_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
    .optional()
    .meta({
      description: '64 hex characters (openssl rand -hex 32) that encrypt the 2FA secrets and the webhook signing secrets at rest',
      defaultText: 'generated into DATA_DIR (embedded mode only)',
      requiredWhen: 'with DATABASE_URL',
    }),
  TRUST_PROXY: booleanFromEnv(false).meta({ description: 'true behind a load balancer, so the client address comes from X-Forwarded-For' }),
  ADMIN_REQUIRE_2FA: booleanFromEnv(false).meta({
    description: 'every admin (the first super admin too) must set up Google Authenticator before anything else; groups can require it too',
  }),
  PUBLIC_URL: z
    .string()
    .url()
    .optional()
    .meta({ description: 'how the console is reached from outside: the base of set-password links in emails', defaultText: 'http://HOST:PORT' }),
  MAIL_OUTBOX_DIR: z
    .string()
    .min(1)
    .optional()
    .meta({ description: 'outgoing email (invitations) is written here as .eml files for a relay or an operator to pick up', defaultText: 'DATA_DIR/outbox' }),
  MAIL_FROM: z.string().min(3).default('back-office@localhost').meta({ description: 'sender of those emails' }),
  INVITATION_HOURS: intFromEnv(72, 1, 24 * 30).meta({ description: 'how long a set-password link works (once)' }),
  PASSWORD_RESET_MINUTES: intFromEnv(60, 5, 24 * 60).meta({
    description: 'how long a password reset link works (once): "Forgot password?" on the sign-in page, or sent by an admin from Manage Sub Admins',
  }),
  SCREENING_PROVIDER: z.enum(['watchlist', 'complyadvantage']).default('watchlist').meta({
    description: 'who screens a customer: watchlist (the CSV lists uploaded in Comply Advantage) or complyadvantage (a ComplyAdvantage-style HTTP API)',
  }),
  SCREENING_API_URL: z
    .string()
    .url()
    .optional()
    .meta({ description: 'base URL of the screening API (POST {url}/searches)', requiredWhen: 'with SCREENING_PROVIDER=complyadvantage' }),
  SCREENING_API_KEY: z
    .string()
    .min(1)
    .optional()
    .meta({ description: 'API key of the screening API (sent as Authorization: Token <key>)', requiredWhen: 'with SCREENING_PROVIDER=complyadvantage' }),
  SCREENING_MATCH_THRESHOLD: z.coerce
    .number()
    .min(0.5)
    .max(1)
    .default(0.85)
    .meta({ description: 'a name scored at least this (0.5 to 1; Jaro-Winkler, raised or lowered by date of birth and country) opens a screening case' }),
  VIEW_AS_SIGNING_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
    .optional()
    .meta({
      description: '64 hex characters (openssl rand -hex 32): the Ed25519 private key that signs view-as-customer tokens; its public half is at /platform/.well-known/jwks.json',
      defaultText: 'generated into DATA_DIR (embedded mode only)',
      requiredWhen: 'with DATABASE_URL',
    }),
  CUSTOMER_APP_URL: z
    .string()
    .url()
    .optional()
    .meta({ description: "the exchange's customer app: a view-as-customer token is offered as a link to it ({url}#viewAsToken=...)", defaultText: 'none (the token is shown to copy)' }),
  P2P_DISPUTE_SLA_HOURS: intFromEnv(24, 1, 24 * 30).meta({ description: 'open disputes older than this are flagged and listed first' }),
  DEMO_DATA: booleanFromEnv(true).meta({ description: 'embedded mode only: fill an empty database with demo data on first start' }),
  DEMO_TRANSACTIONS: intFromEnv(5000, 0, 5_000_000).meta({ description: 'how many P2P transactions the demo data holds' }),
  WEB_DIST: z.string().min(1).optional().meta({ description: 'the built console the server serves', defaultText: 'apps/web/dist' }),
  REQUEST_LOG_RETENTION_DAYS: intFromEnv(30, 1, 3650).meta({
    description: "days of the API's request log kept in the database table request_log; older days are dropped (they hold addresses and e-mails)",
  }),
  WEBHOOK_TIMEOUT_SECONDS: intFromEnv(5, 1, 60).meta({ description: 'a webhook receiver that has not answered within this many seconds counts as a failed attempt' }),
  WEBHOOK_RETRY_LIMIT: intFromEnv(10, 0, 50).meta({ description: 'retries of a failed webhook delivery before it is marked FAILED (an admin can still redeliver it)' }),
  WEBHOOK_RETRY_DELAY_SECONDS: intFromEnv(10, 1, 3600).meta({
    description: 'the first retry of a failed webhook delivery comes after about this many seconds; each next one waits about twice as long (exponential backoff with jitter)',
  }),
  WEBHOOK_ALLOW_INTERNAL_URLS: booleanFromEnv(false).meta({
    description: 'let webhook URLs point at loopback and private addresses (a receiver on this machine in development and tests); off, such URLs are refused when saved and when delivering',
  }),
  REDIS_URL: z
    .string()
    .trim()
    .regex(/^rediss?:\/\/\S+$/, 'must start with redis:// or rediss:// (redis://user:password@host:6379/0)')
    .pipe(z.url({ message: 'must be a URL: redis://user:password@host:6379/0' }))
    .optional()
    .meta({
      description: "redis://[user:password@]host:6379[/db] (rediss:// for TLS): the Redis the console's Redis Explorer browses (its keys are read with SCAN, never KEYS). Unset, the screen says how to set it",
      defaultText: 'none (Redis Explorer off)',
    }),
  STAKING_STATISTICS_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(60)
    .refine((n) => (STAKING_STATISTICS_MINUTE_STEPS as readonly number[]).includes(n), `must divide an hour: one of ${STAKING_STATISTICS_MINUTE_STEPS.join(', ')}`)
    .default(STAKING_STATISTICS_MINUTES_DEFAULT)
    .meta({ description: 'how often the staking statistics are recomputed, in minutes (a divisor of 60: the periods start on the clock); once per period whatever the number of instances' }),
  JOB_POLL_INTERVAL_SECONDS: intFromEnv(1, 1, 60).meta({ description: 'how often an idle job-queue worker (webhook deliveries, scheduled jobs) looks for new jobs' }),
  // ---- Leads API (apps/leads) ----
  LEADS_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .optional()
    .meta({ description: 'HTTP port of the leads API (apps/leads), which `npm start` runs beside the admin API; 0 picks a free one', defaultText: 'PORT + 1 (0 when PORT is 0)' }),
  LEADS_API_URL: z
    .string()
    .trim()
    .regex(/^(\/[A-Za-z0-9._~/-]*[A-Za-z0-9._~-]|https?:\/\/\S+)$/, 'must be a path on the console\'s origin (/leads-api) or an http(s) URL without a trailing slash')
    .optional()
    .meta({ description: "where the console calls the leads API: a path on the admin API's origin, which forwards it to the leads API in the same process, or the URL of a leads API run on its own (`npm start -w apps/leads`)", defaultText: '/leads-api' }),
  LEADS_ALLOWED_ORIGINS: z
    .string()
    .optional()
    .meta({ description: 'comma-separated origins (https://console.example.com) whose browsers may call the leads API across origins (CORS), when LEADS_API_URL is another origin', defaultText: 'none (same origin only)' }),
  // ---- end Leads API ----
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .meta({ description: 'pino log level (silent to mute)' }),
  SHUTDOWN_TIMEOUT_SECONDS: intFromEnv(10, 1, 600).meta({
    description: 'on SIGTERM or SIGINT the server stops taking requests and finishes those in flight; past this limit it exits anyway (code 1)',
  }),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The owner role that runs migrations; DATABASE_URL is then a runtime role. Only with databaseUrl. */
  migrationDatabaseUrl: string | undefined;
  bootstrapAdmin: { email: string; password: string } | undefined;
  exchangeName: string;
  ipAllowlist: BlockList | null;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  pendingSessionMs: number;
  loginMaxFailures: number;
  loginIpMaxFailures: number;
  loginLockoutMs: number;
  /** Undefined in embedded mode, where it is generated into the data dir, and for tools loaded without `requireSecrets`. */
  totpEncryptionKey: Buffer | undefined;
  trustProxy: boolean;
  /** Every admin must set up 2FA before doing anything else. */
  requireTwoFactor: boolean;
  /** Where the console is reached from outside: the base of links in emails. */
  publicUrl: string;
  mailOutboxDir: string;
  mailFrom: string;
  invitationMs: number;
  passwordResetMs: number;
  disputeSlaMs: number;
  screening: { provider: Env['SCREENING_PROVIDER']; apiUrl: string | undefined; apiKey: string | undefined; threshold: number };
  /** The Ed25519 seed that signs view-as tokens; generated into DATA_DIR when absent (embedded mode). */
  viewAsSigningKey: Buffer | undefined;
  customerAppUrl: string | undefined;
  /** Fill an empty embedded database with demo data of this many P2P transactions (0 = none). */
  demoTransactions: number;
  logLevel: Env['LOG_LEVEL'];
  /** How long a SIGTERM/SIGINT shutdown may take to finish the requests in flight before the process exits anyway. */
  shutdownTimeoutMs: number;
  requestLogRetentionDays: number;
  webhookTimeoutMs: number;
  webhookRetryLimit: number;
  /** Webhook URLs may resolve to loopback and private addresses (development, tests). */
  webhookAllowInternalUrls: boolean;
  webhookRetryDelaySeconds: number;
  jobPollIntervalSeconds: number;
  /** The staking statistics' period: a divisor of 60 minutes. */
  stakingStatisticsMinutes: number;
  /** The Redis that Redis Explorer browses; undefined turns the explorer off. */
  redisUrl: string | undefined;
  /** The built console to serve; the repository's apps/web/dist when unset. */
  webDist: string | undefined;
  /** The leads API (apps/leads): its port, where the console calls it, and the browsers it lets in across origins. */
  leads: { port: number; apiUrl: string; allowedOrigins: string[] };
}

/** One bad variable: its name and what is wrong with it, in one line. */
export interface ConfigProblem {
  variable: string;
  message: string;
}

/** A bad environment: the message is one line per bad variable, `Invalid configuration: NAME: what is wrong`. */
export class ConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super(problems.map((p) => `Invalid configuration: ${p.variable}: ${p.message.replace(/\s*\n\s*/g, ' ')}`).join('\n'));
    this.name = 'ConfigError';
  }
}

export interface LoadConfigOptions {
  /** False for tools that never touch the secrets (demo-data, unlock-admin): TOTP_ENCRYPTION_KEY is then optional with DATABASE_URL. */
  requireSecrets?: boolean;
}

/** Reads the environment; a bad value throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv, baseDir = process.cwd(), { requireSecrets = true }: LoadConfigOptions = {}): Config {
  const cleaned = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  if (env.ADMIN_IP_ALLOWLIST === '') cleaned.ADMIN_IP_ALLOWLIST = '';
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => ({ variable: i.path.join('.'), message: i.message })));
  }
  const e = parsed.data;
  const problems: ConfigProblem[] = [];
  if (e.ADMIN_EMAIL !== undefined && e.ADMIN_PASSWORD === undefined) {
    problems.push({ variable: 'ADMIN_PASSWORD', message: 'required with ADMIN_EMAIL (both or neither)' });
  }
  if (e.ADMIN_PASSWORD !== undefined && e.ADMIN_EMAIL === undefined) {
    problems.push({ variable: 'ADMIN_EMAIL', message: 'required with ADMIN_PASSWORD (both or neither)' });
  }
  if (requireSecrets && e.DATABASE_URL && !e.TOTP_ENCRYPTION_KEY) {
    problems.push({ variable: 'TOTP_ENCRYPTION_KEY', message: 'required with DATABASE_URL (generate one with openssl rand -hex 32)' });
  }
  if (requireSecrets && e.DATABASE_URL && !e.VIEW_AS_SIGNING_KEY) {
    problems.push({ variable: 'VIEW_AS_SIGNING_KEY', message: 'required with DATABASE_URL (generate one with openssl rand -hex 32)' });
  }
  if (e.SCREENING_PROVIDER === 'complyadvantage') {
    if (!e.SCREENING_API_URL) problems.push({ variable: 'SCREENING_API_URL', message: 'required with SCREENING_PROVIDER=complyadvantage' });
    if (!e.SCREENING_API_KEY) problems.push({ variable: 'SCREENING_API_KEY', message: 'required with SCREENING_PROVIDER=complyadvantage' });
  }
  if (e.MIGRATION_DATABASE_URL && !e.DATABASE_URL) {
    problems.push({ variable: 'MIGRATION_DATABASE_URL', message: 'only with DATABASE_URL (the embedded database has no roles)' });
  }
  const leadsAllowedOrigins = (e.LEADS_ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  for (const origin of leadsAllowedOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) problems.push({ variable: 'LEADS_ALLOWED_ORIGINS', message: `"${origin}" is not an origin such as https://console.example.com` });
  }
  let ipAllowlist: BlockList | null = null;
  try {
    ipAllowlist = parseIpAllowlist(e.ADMIN_IP_ALLOWLIST);
  } catch (err) {
    problems.push({ variable: 'ADMIN_IP_ALLOWLIST', message: (err as Error).message });
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(baseDir, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    migrationDatabaseUrl: e.MIGRATION_DATABASE_URL,
    bootstrapAdmin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    exchangeName: e.EXCHANGE_NAME,
    ipAllowlist,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    pendingSessionMs: 5 * 60_000,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginIpMaxFailures: e.LOGIN_IP_MAX_FAILURES,
    loginLockoutMs: e.LOGIN_LOCKOUT_MINUTES * 60_000,
    totpEncryptionKey: e.TOTP_ENCRYPTION_KEY ? Buffer.from(e.TOTP_ENCRYPTION_KEY, 'hex') : undefined,
    trustProxy: e.TRUST_PROXY,
    requireTwoFactor: e.ADMIN_REQUIRE_2FA,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? 'localhost' : e.HOST}:${e.PORT}`).replace(/\/$/, ''),
    mailOutboxDir: path.resolve(baseDir, e.MAIL_OUTBOX_DIR ?? path.join(e.DATA_DIR, 'outbox')),
    mailFrom: e.MAIL_FROM,
    invitationMs: e.INVITATION_HOURS * 3_600_000,
    passwordResetMs: e.PASSWORD_RESET_MINUTES * 60_000,
    disputeSlaMs: e.P2P_DISPUTE_SLA_HOURS * 3_600_000,
    screening: { provider: e.SCREENING_PROVIDER, apiUrl: e.SCREENING_API_URL?.replace(/\/$/, ''), apiKey: e.SCREENING_API_KEY, threshold: e.SCREENING_MATCH_THRESHOLD },
    viewAsSigningKey: e.VIEW_AS_SIGNING_KEY ? Buffer.from(e.VIEW_AS_SIGNING_KEY, 'hex') : undefined,
    customerAppUrl: e.CUSTOMER_APP_URL?.replace(/\/$/, ''),
    demoTransactions: e.DEMO_DATA ? e.DEMO_TRANSACTIONS : 0,
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    requestLogRetentionDays: e.REQUEST_LOG_RETENTION_DAYS,
    webhookTimeoutMs: e.WEBHOOK_TIMEOUT_SECONDS * 1000,
    webhookRetryLimit: e.WEBHOOK_RETRY_LIMIT,
    webhookAllowInternalUrls: e.WEBHOOK_ALLOW_INTERNAL_URLS,
    webhookRetryDelaySeconds: e.WEBHOOK_RETRY_DELAY_SECONDS,
    jobPollIntervalSeconds: e.JOB_POLL_INTERVAL_SECONDS,
    stakingStatisticsMinutes: e.STAKING_STATISTICS_MINUTES,
    redisUrl: e.REDIS_URL,
    webDist: e.WEB_DIST ? path.resolve(baseDir, e.WEB_DIST) : undefined,
    leads: {
      port: e.LEADS_PORT ?? (e.PORT === 0 ? 0 : Math.min(e.PORT + 1, 65535)),
      apiUrl: e.LEADS_API_URL ?? LEADS_API_DEFAULT_PREFIX,
      allowedOrigins: leadsAllowedOrigins,
    },
  };
}

/**
 * For the entry points (the server and the CLIs): a bad environment prints its one-line-per-variable
 * message on stderr and exits with code 1, without a stack trace.
 */
export function loadConfigOrExit(env: NodeJS.ProcessEnv, baseDir = process.cwd(), options: LoadConfigOptions = {}): Config {
  try {
    return loadConfig(env, baseDir, options);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
}
