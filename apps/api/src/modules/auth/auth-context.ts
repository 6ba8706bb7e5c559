import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/database.ts';
import type { ThrottleRule } from '../../platform/security/login-throttle.ts';
import type { SecretBox } from '../../platform/security/secret-box.ts';

/** What the auth services need from the running server. */
export interface AuthDeps {
  db: Db;
  config: Config;
  totpBox: SecretBox;
  /** Injectable so tests can move time without sleeping. */
  now: () => number;
}

export const accountRule = (config: Config): ThrottleRule => ({
  maxFailures: config.loginMaxFailures,
  windowMs: config.loginLockoutMs,
  lockoutMs: config.loginLockoutMs,
});

export const ipRule = (config: Config): ThrottleRule => ({
  maxFailures: config.loginIpMaxFailures,
  windowMs: config.loginLockoutMs,
  lockoutMs: config.loginLockoutMs,
});
