import type { FastifyRequest } from 'fastify';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { ServiceScope } from '@exchange/contract/integration/integration-rules';
import type { Actor } from '../../platform/audit/write-audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { appError, forbidden } from '../../platform/errors.ts';
import { hashApiKey } from './api-keys.ts';
import { serviceAccounts as s } from './integration-tables.ts';

export interface ServicePrincipal {
  id: string;
  name: string;
  scopes: string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A /platform route: the scope its caller's service account must hold. */
    serviceScope?: ServiceScope;
  }
  interface FastifyRequest {
    serviceAccount: ServicePrincipal | null;
  }
}

const refused = () => appError(401, 'integration.apiKeyInvalid', 'This API key is unknown or revoked');

/**
 * The /platform gate: `Authorization: Bearer <API key>`, looked up by its hash on every call (no
 * cache: a revoked key is refused at once, on every instance), then the route's scope.
 */
export function makeServiceAccountHook(db: Db) {
  return async function authenticateServiceAccount(request: FastifyRequest): Promise<void> {
    request.serviceAccount = null;
    const scope = request.routeOptions.config.serviceScope;
    if (!scope) return;
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw appError(401, 'integration.apiKeyRequired', 'Send the API key as "Authorization: Bearer <key>"');
    const [account] = await db
      .select({ id: s.id, name: s.name, scopes: s.scopes })
      .from(s)
      .where(and(eq(s.keyHash, hashApiKey(match[1])), isNull(s.revokedAt)));
    if (!account) throw refused();
    if (!account.scopes.includes(scope)) throw forbidden('integration.scopeRequired', `This service account may not do this (it needs the ${scope} scope)`, { values: scope });
    // Last use to the minute is enough: one write a minute per key, not one per call.
    await db.update(s).set({ lastUsedAt: sql`now()` }).where(and(eq(s.id, account.id), or(isNull(s.lastUsedAt), lt(s.lastUsedAt, sql`now() - interval '1 minute'`))));
    request.serviceAccount = account;
  };
}

export function serviceActorOf(request: FastifyRequest): Actor {
  if (!request.serviceAccount) throw refused();
  return { id: null, email: null, serviceAccountId: request.serviceAccount.id, ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
}
