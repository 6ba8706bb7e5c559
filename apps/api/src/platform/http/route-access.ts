import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Policy } from '@exchange/contract/access/policies';
import type { Actor } from '../audit/write-audit.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { appError, forbidden, unauthenticated } from '../errors.ts';
import { findLiveSession, type SessionPrincipal } from '../security/sessions.ts';

/**
 * What a route needs, declared on every route (`config: { access }`); a route without it is
 * refused at start-up, so none can be exposed by forgetting.
 * - 'public': anyone (sign-in, sign-up, public settings).
 * - 'pendingSession': only the half-signed-in token of a 2FA login.
 * - 'anySession': any full session (self-service: own password, own 2FA, logout).
 * - a policy name: a full session whose admin holds that policy.
 */
export type RouteAccess = 'public' | 'pendingSession' | 'anySession' | Policy;

export interface AuthenticatedAdmin extends SessionPrincipal {
  /** Falls under a 2FA requirement without having 2FA: may only set it up. */
  mustSetUp2fa: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Self-service calls an admin who still owes its 2FA set-up may make (me, logout, 2FA set-up). */
    allowedBefore2fa?: boolean;
    /** Error statuses the route answers beyond those of its kind (see errorAnswers in api-app.ts). */
    errors?: readonly number[];
  }
  interface FastifyRequest {
    admin: AuthenticatedAdmin | null;
    /** The session's admin when the gate refused it: the refusal's audit row names who tried. */
    refusedAdmin: SessionPrincipal | null;
  }
}

export function actorOf(request: FastifyRequest): Actor {
  return {
    id: request.admin?.id ?? null,
    email: request.admin?.email ?? null,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
  };
}

/** The signed-in admin of a route that is not public; throws if the route forgot to require one. */
export function requireAdmin(request: FastifyRequest): AuthenticatedAdmin {
  if (!request.admin) throw unauthenticated();
  return request.admin;
}

/** ADMIN_IP_ALLOWLIST: also applied by public routes that are still admin-only (a log download link). */
export function assertAddressAllowed(config: Config, ip: string): void {
  if (config.ipAllowlist && !config.ipAllowlist.check(ip, ip.includes(':') ? 'ipv6' : 'ipv4')) {
    throw forbidden('auth.ipNotAllowed', 'Your address is not allowed to use the admin API. Connect via VPN.');
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export function makeAuthenticateHook(db: Db, config: Config) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    request.admin = null;
    request.refusedAdmin = null;
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;

    assertAddressAllowed(config, request.ip);
    const token = bearerToken(request);
    if (!token) throw unauthenticated('auth.signInRequired', 'Sign in first');
    const session = await findLiveSession(db, token, config);
    if (!session) throw unauthenticated();

    // Whatever is refused from here on, the error handler knows whose attempt it was.
    request.refusedAdmin = session;
    if (access === 'pendingSession') {
      if (session.sessionKind !== 'pending') throw forbidden('auth.secondFactorOnly', 'This call is only part of a two-factor sign-in');
    } else if (session.sessionKind !== 'full') {
      throw appError(401, 'auth.secondFactorRequired', 'Enter your Google Authenticator code to finish signing in');
    }
    const mustSetUp2fa = session.sessionKind === 'full' && !session.totpEnabled && (config.requireTwoFactor || session.groupRequires2fa);
    if (mustSetUp2fa && !request.routeOptions.config.allowedBefore2fa) {
      throw forbidden('auth.twoFactorSetupRequired', 'Set up Google Authenticator first: your account requires two-factor sign-in');
    }
    if (access !== 'pendingSession' && access !== 'anySession' && !session.policies.includes(access)) {
      throw forbidden('access.policyRequired', `You do not have permission to do this (it needs the ${access} policy)`, { policy: access });
    }
    request.admin = { ...session, mustSetUp2fa };
  };
}
