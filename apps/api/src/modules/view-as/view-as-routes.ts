import { z } from 'zod';
import { generateUserTokenSchema, sendOtpResultSchema, userTokenSchema, verifyEmailOtpResultSchema, verifyEmailOtpSchema } from '@exchange/contract/view-as/view-as';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf } from '../../platform/http/route-access.ts';
import { generateUserToken, sendOtp, verifyEmailOtp, type ViewAsDeps } from './view-as-commands.ts';

const tags = ['view as customer'];
const viewAs = { access: 'customers.viewAs' } as const;

/** The JWKS the customer app verifies view-as tokens with: public, cacheable. */
export const JWKS_PATH = '/platform/.well-known/jwks.json';
const jwksSchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });

export function registerViewAsRoutes(app: ApiApp, deps: ViewAsDeps) {
  app.get('/admin/sendOtp', { config: { ...viewAs, errors: [429] }, schema: { tags, response: { 200: sendOtpResultSchema } } },
    (request) => sendOtp(deps, actorOf(request)));
  app.post('/admin/verifyEmailOtp', { config: { ...viewAs, errors: [410] }, schema: { tags, body: verifyEmailOtpSchema, response: { 200: verifyEmailOtpResultSchema } } },
    (request) => verifyEmailOtp(deps, actorOf(request), request.body.code));
  app.post('/admin/generateUserToken', { config: { ...viewAs, errors: [404] }, schema: { tags, body: generateUserTokenSchema, response: { 200: userTokenSchema } } },
    (request) => generateUserToken(deps, actorOf(request), request.body));
  app.get(JWKS_PATH, { config: { access: 'public' }, schema: { tags, response: { 200: jwksSchema } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return { keys: [deps.key.publicJwk] };
    });
}
