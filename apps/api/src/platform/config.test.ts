import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

/** The ConfigError that loading `env` throws. */
function configErrorOf(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error(`${JSON.stringify(env)} was accepted`);
}

describe('configuration from the environment', () => {
  it('has working defaults for the embedded mode', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe('/srv/app/data');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.ipAllowlist).toBeNull();
    expect(config.sessionIdleMs).toBe(30 * 60_000);
    expect(config.sessionAbsoluteMs).toBe(12 * 3_600_000);
    expect(config.shutdownTimeoutMs).toBe(10_000);
    expect(config.migrationDatabaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgres://h/db', VIEW_AS_SIGNING_KEY: 'b'.repeat(64) }, 'TOTP_ENCRYPTION_KEY'],
    [{ DATABASE_URL: 'postgres://h/db', TOTP_ENCRYPTION_KEY: 'a'.repeat(64) }, 'VIEW_AS_SIGNING_KEY'],
    [{ VIEW_AS_SIGNING_KEY: 'xyz' }, 'VIEW_AS_SIGNING_KEY'],
    [{ SCREENING_PROVIDER: 'complyadvantage', SCREENING_API_KEY: 'k' }, 'SCREENING_API_URL'],
    [{ SCREENING_PROVIDER: 'complyadvantage', SCREENING_API_URL: 'http://127.0.0.1:9' }, 'SCREENING_API_KEY'],
    [{ SCREENING_MATCH_THRESHOLD: '1.5' }, 'SCREENING_MATCH_THRESHOLD'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough-1' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'a@b.co' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_IP_ALLOWLIST: '10.0.0.0/8, 999.1.1.1' }, 'ADMIN_IP_ALLOWLIST'],
    [{ ADMIN_IP_ALLOWLIST: '10.0.0.0/33' }, 'ADMIN_IP_ALLOWLIST'],
    [{ SESSION_IDLE_MINUTES: '0' }, 'SESSION_IDLE_MINUTES'],
    [{ TOTP_ENCRYPTION_KEY: 'abc' }, 'TOTP_ENCRYPTION_KEY'],
    [{ SHUTDOWN_TIMEOUT_SECONDS: '0' }, 'SHUTDOWN_TIMEOUT_SECONDS'],
    // The statistics' periods start on the clock: 7 minutes does not divide an hour.
    [{ STAKING_STATISTICS_MINUTES: '7' }, 'STAKING_STATISTICS_MINUTES'],
    [{ MIGRATION_DATABASE_URL: 'mysql://x', DATABASE_URL: 'postgres://h/db', TOTP_ENCRYPTION_KEY: 'a'.repeat(64), VIEW_AS_SIGNING_KEY: 'b'.repeat(64) }, 'MIGRATION_DATABASE_URL'],
    [{ MIGRATION_DATABASE_URL: 'postgres://owner@h/db' }, 'MIGRATION_DATABASE_URL'],
  ])('refuses %o in one line naming %s', (env, variable) => {
    const { message } = configErrorOf(env);
    expect(message.split('\n')).toHaveLength(1);
    expect(message.startsWith(`Invalid configuration: ${variable}: `)).toBe(true);
  });

  it('names every bad variable, one line each', () => {
    expect(configErrorOf({ PORT: 'eighty', SESSION_IDLE_MINUTES: '0' }).message).toMatch(
      /^Invalid configuration: PORT: [^\n]+\nInvalid configuration: SESSION_IDLE_MINUTES: [^\n]+$/,
    );
    const error = configErrorOf({ DATABASE_URL: 'postgres://h/db', ADMIN_EMAIL: 'a@b.co', ADMIN_IP_ALLOWLIST: 'nope' });
    expect(error.problems.map((p) => p.variable)).toEqual(['ADMIN_PASSWORD', 'TOTP_ENCRYPTION_KEY', 'VIEW_AS_SIGNING_KEY', 'ADMIN_IP_ALLOWLIST']);
    expect(error.message.split('\n')).toEqual([
      'Invalid configuration: ADMIN_PASSWORD: required with ADMIN_EMAIL (both or neither)',
      'Invalid configuration: TOTP_ENCRYPTION_KEY: required with DATABASE_URL (generate one with openssl rand -hex 32)',
      'Invalid configuration: VIEW_AS_SIGNING_KEY: required with DATABASE_URL (generate one with openssl rand -hex 32)',
      'Invalid configuration: ADMIN_IP_ALLOWLIST: "nope" is not an IP address or CIDR',
    ]);
  });

  it('lets tools that never touch the secrets run on PostgreSQL without TOTP_ENCRYPTION_KEY', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://h/db' }, '/srv/app', { requireSecrets: false });
    expect(config.databaseUrl).toBe('postgres://h/db');
    expect(config.totpEncryptionKey).toBeUndefined();
  });

  it('takes a separate migration role with DATABASE_URL', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@h/db',
      MIGRATION_DATABASE_URL: 'postgres://owner@h/db',
      TOTP_ENCRYPTION_KEY: 'a'.repeat(64),
      VIEW_AS_SIGNING_KEY: 'b'.repeat(64),
    });
    expect(config.migrationDatabaseUrl).toBe('postgres://owner@h/db');
  });

  it('parses an allowlist of IPv4 and IPv6 ranges', () => {
    const list = loadConfig({ ADMIN_IP_ALLOWLIST: '10.0.0.0/8, 192.168.1.7, fd00::/8' }).ipAllowlist;
    expect(list?.check('10.20.30.40', 'ipv4')).toBe(true);
    expect(list?.check('192.168.1.7', 'ipv4')).toBe(true);
    expect(list?.check('192.168.1.8', 'ipv4')).toBe(false);
    expect(list?.check('fd12::1', 'ipv6')).toBe(true);
    expect(list?.check('2001:db8::1', 'ipv6')).toBe(false);
  });
});
