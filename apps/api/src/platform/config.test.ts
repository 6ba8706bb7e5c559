import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('has working defaults for the embedded mode', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe('/srv/app/data');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.ipAllowlist).toBeNull();
    expect(config.sessionIdleMs).toBe(30 * 60_000);
    expect(config.sessionAbsoluteMs).toBe(12 * 3_600_000);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgres://h/db' }, 'TOTP_ENCRYPTION_KEY'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough-1' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'a@b.co' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_IP_ALLOWLIST: '10.0.0.0/8, 999.1.1.1' }, 'ADMIN_IP_ALLOWLIST'],
    [{ ADMIN_IP_ALLOWLIST: '10.0.0.0/33' }, 'ADMIN_IP_ALLOWLIST'],
    [{ SESSION_IDLE_MINUTES: '0' }, 'SESSION_IDLE_MINUTES'],
    [{ TOTP_ENCRYPTION_KEY: 'abc' }, 'TOTP_ENCRYPTION_KEY'],
  ])('refuses %o naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
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
