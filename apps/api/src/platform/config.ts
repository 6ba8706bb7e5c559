import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

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

const envSchema = z.object({
  PORT: intFromEnv(8080, 0, 65535),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  ADMIN_EMAIL: z.string().trim().toLowerCase().email().optional(),
  ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters').optional(),
  EXCHANGE_NAME: z.string().trim().min(1).max(80).default('Open Exchange'),
  ADMIN_IP_ALLOWLIST: z.string().default(''),
  SESSION_IDLE_MINUTES: intFromEnv(30, 1, 24 * 60),
  SESSION_ABSOLUTE_HOURS: intFromEnv(12, 1, 24 * 30),
  LOGIN_MAX_FAILURES: intFromEnv(5, 1, 100),
  LOGIN_IP_MAX_FAILURES: intFromEnv(20, 1, 10000),
  LOGIN_LOCKOUT_MINUTES: intFromEnv(15, 1, 24 * 60),
  TOTP_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
    .optional(),
  TRUST_PROXY: booleanFromEnv(false),
  ADMIN_REQUIRE_2FA: booleanFromEnv(false),
  PUBLIC_URL: z.string().url().optional(),
  MAIL_OUTBOX_DIR: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default('back-office@localhost'),
  INVITATION_HOURS: intFromEnv(72, 1, 24 * 30),
  P2P_DISPUTE_SLA_HOURS: intFromEnv(24, 1, 24 * 30),
  DEMO_DATA: booleanFromEnv(true),
  DEMO_TRANSACTIONS: intFromEnv(5000, 0, 5_000_000),
  WEB_DIST: z.string().min(1).optional(),
  REQUEST_LOG_DIR: z.string().min(1).optional(),
  REQUEST_LOG_RETENTION_DAYS: intFromEnv(30, 1, 3650),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  bootstrapAdmin: { email: string; password: string } | undefined;
  exchangeName: string;
  ipAllowlist: BlockList | null;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  pendingSessionMs: number;
  loginMaxFailures: number;
  loginIpMaxFailures: number;
  loginLockoutMs: number;
  /** Undefined only in embedded mode, where it is generated into the data dir. */
  totpEncryptionKey: Buffer | undefined;
  trustProxy: boolean;
  /** Every admin must set up 2FA before doing anything else. */
  requireTwoFactor: boolean;
  /** Where the console is reached from outside: the base of links in emails. */
  publicUrl: string;
  mailOutboxDir: string;
  mailFrom: string;
  invitationMs: number;
  disputeSlaMs: number;
  /** Fill an empty embedded database with demo data of this many P2P transactions (0 = none). */
  demoTransactions: number;
  logLevel: Env['LOG_LEVEL'];
  /** Where the API's own request log (log group public-api) is kept, one file per UTC day. */
  requestLogDir: string;
  requestLogRetentionDays: number;
  /** The built console to serve; the repository's apps/web/dist when unset. */
  webDist: string | undefined;
}

export class ConfigError extends Error {}

/** Reads the environment; a bad value throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv, baseDir = process.cwd()): Config {
  const cleaned = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  if (env.ADMIN_IP_ALLOWLIST === '') cleaned.ADMIN_IP_ALLOWLIST = '';
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be given together');
  }
  if (e.DATABASE_URL && !e.TOTP_ENCRYPTION_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  TOTP_ENCRYPTION_KEY: required with DATABASE_URL (generate one with `openssl rand -hex 32`)',
    );
  }
  let ipAllowlist: BlockList | null;
  try {
    ipAllowlist = parseIpAllowlist(e.ADMIN_IP_ALLOWLIST);
  } catch (err) {
    throw new ConfigError(`Invalid configuration:\n  ADMIN_IP_ALLOWLIST: ${(err as Error).message}`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(baseDir, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
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
    disputeSlaMs: e.P2P_DISPUTE_SLA_HOURS * 3_600_000,
    demoTransactions: e.DEMO_DATA ? e.DEMO_TRANSACTIONS : 0,
    logLevel: e.LOG_LEVEL,
    requestLogDir: path.resolve(baseDir, e.REQUEST_LOG_DIR ?? path.join(e.DATA_DIR, 'logs')),
    requestLogRetentionDays: e.REQUEST_LOG_RETENTION_DAYS,
    webDist: e.WEB_DIST ? path.resolve(baseDir, e.WEB_DIST) : undefined,
  };
}
