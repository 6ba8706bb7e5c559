import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Policy } from '@exchange/contract/access/policies';
import type { Actor } from '../audit/write-audit.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { shortLivedMemo } from '../db/short-lived-memo.ts';
import { type AppError, appError, forbidden, unauthenticated } from '../errors.ts';
import { findLiveSession, type SessionPrincipal } from '../security/sessions.ts';
import { hashToken } from '../security/tokens.ts';

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
    /**
     * The handler only reads (for this request, when a function says so): it may start while the
     * session is looked up, as the admin seen on this token moments ago (readAlongsideSession).
     */
    readsAlongsideSession?: boolean | ((request: FastifyRequest) => boolean);
  }
  interface FastifyRequest {
    admin: AuthenticatedAdmin | null;
    /** The session's admin when the gate refused it: the refusal's audit row names who tried. */
    refusedAdmin: SessionPrincipal | null;
    /** The session lookup a read started alongside: confirmedAdmin awaits it. */
    sessionCheck: Promise<AuthenticatedAdmin> | null;
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

/** Why this session may not make this call, or null when it may. */
function refusalOf(session: SessionPrincipal, access: Exclude<RouteAccess, 'public'>, route: FastifyContextConfig, config: Config): AppError | null {
  if (access === 'pendingSession') {
    if (session.sessionKind !== 'pending') return forbidden('auth.secondFactorOnly', 'This call is only part of a two-factor sign-in');
  } else if (session.sessionKind !== 'full') {
    return appError(401, 'auth.secondFactorRequired', 'Enter your Google Authenticator code to finish signing in');
  }
  if (mustSetUp2fa(session, config) && !route.allowedBefore2fa) {
    return forbidden('auth.twoFactorSetupRequired', 'Set up Google Authenticator first: your account requires two-factor sign-in');
  }
  if (access !== 'pendingSession' && access !== 'anySession' && !session.policies.includes(access)) {
    return forbidden('access.policyRequired', `You do not have permission to do this (it needs the ${access} policy)`, { policy: access });
  }
  return null;
}

const mustSetUp2fa = (session: SessionPrincipal, config: Config) =>
  session.sessionKind === 'full' && !session.totpEnabled && (config.requireTwoFactor || session.groupRequires2fa);

export function makeAuthenticateHook(db: Db, config: Config) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    request.admin = null;
    request.refusedAdmin = null;
    request.sessionCheck = null;
    const route = request.routeOptions.config;
    const access = route.access;
    if (access === undefined || access === 'public') return;

    assertAddressAllowed(config, request.ip);
    const token = bearerToken(request);
    if (!token) throw unauthenticated('auth.signInRequired', 'Sign in first');
    const recentlyLive = shortLivedMemo<SessionPrincipal>(db, 'sessions.recently_live');
    const tokenHash = hashToken(token);
    const checked = findLiveSession(db, tokenHash, config).then((session): AuthenticatedAdmin => {
      if (!session) {
        recentlyLive.delete(tokenHash);
        throw unauthenticated();
      }
      recentlyLive.set(tokenHash, session);
      // Whatever is refused from here on, the error handler knows whose attempt it was.
      request.refusedAdmin = session;
      const refusal = refusalOf(session, access, route, config);
      if (refusal) throw refusal;
      return { ...session, mustSetUp2fa: mustSetUp2fa(session, config) };
    });

    // A read that may start before its session is confirmed (see readsAlongsideSession) starts
    // as the admin this instance saw on this token moments ago, if that admin may make the call.
    const reads = typeof route.readsAlongsideSession === 'function' ? route.readsAlongsideSession(request) : route.readsAlongsideSession;
    const assumed = reads ? recentlyLive.get(tokenHash) : undefined;
    if (assumed && !refusalOf(assumed, access, route, config)) {
      request.admin = { ...assumed, mustSetUp2fa: mustSetUp2fa(assumed, config) };
      request.sessionCheck = checked;
      // Answered by confirmedAdmin; until then a refusal must not count as unhandled.
      checked.catch(() => undefined);
      return;
    }
    request.admin = await checked;
  };
}

/**
 * The admin of this request once its session lookup has answered: throws the session's refusal,
 * and takes the admin as the lookup found it (a policy changed a moment ago applies).
 */
export async function confirmedAdmin(request: FastifyRequest): Promise<AuthenticatedAdmin> {
  const check = request.sessionCheck;
  if (check) {
    request.sessionCheck = null;
    request.admin = null;
    request.admin = await check;
  }
  return requireAdmin(request);
}

/**
 * For a list that is also its CSV export (`format=csv`): the JSON page only reads; the export is
 * audited, so it waits for its session. Read from the URL as sent, before validation: anything
 * but one `format=json` or none is not taken for a read.
 */
export function unlessExporting(request: FastifyRequest): boolean {
  const query = request.url.indexOf('?');
  if (query < 0) return true;
  const formats = new URLSearchParams(request.url.slice(query + 1)).getAll('format');
  return formats.length === 0 || (formats.length === 1 && formats[0] === 'json');
}

type RouteHandler = (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => unknown;

const sameAdmin = (a: AuthenticatedAdmin, b: AuthenticatedAdmin | null) =>
  b !== null && a.sessionId === b.sessionId && a.id === b.id && a.email === b.email && a.name === b.name && a.role === b.role &&
  a.totpEnabled === b.totpEnabled && a.mustSetUp2fa === b.mustSetUp2fa && a.policies.join() === b.policies.join();

/**
 * A route marked readsAlongsideSession reads while its session is being looked up: its answer is
 * sent only once the lookup confirms the session, and is read again if the admin found then is not
 * the one it started as. It must only read, or call confirmedAdmin before anything else.
 */
export function readAlongsideSession(handler: RouteHandler): RouteHandler {
  return async function handle(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    if (!request.sessionCheck) return handler.call(this, request, reply);
    const startedAs = request.admin;
    const answered = await Promise.allSettled([handler.call(this, request, reply)]);
    const confirmed = await confirmedAdmin(request);
    if (!sameAdmin(confirmed, startedAs)) return handler.call(this, request, reply);
    const [outcome] = answered;
    if (outcome.status === 'rejected') throw outcome.reason;
    return outcome.value;
  };
}
