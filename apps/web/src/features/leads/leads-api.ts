import createClient, { type Client } from 'openapi-fetch';
import { LEADS_API_DEFAULT_PREFIX } from '@exchange/contract/leads/lead-rules';
import { sendToApi } from '../../app/api-client.ts';
import { answer, api, querySerializer } from '../../app/api.ts';
import type { paths } from '../../app/leads-api-schema.ts';

export type LeadsPaths = paths;
type GetOf<P extends keyof paths> = paths[P] extends { get: infer G } ? G : never;
/** The query a GET route of the leads API takes, from its OpenAPI document. */
export type LeadsQueryOf<P extends keyof paths> = GetOf<P> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

let client: Promise<Client<paths>> | undefined;

/** Where the leads API is: the admin API says so in its public settings (LEADS_API_URL). */
async function leadsBaseUrl(): Promise<string> {
  try {
    const settings = await answer(api.GET('/admin/publicSettings'));
    return settings.leadsApiUrl;
  } catch {
    return LEADS_API_DEFAULT_PREFIX;
  }
}

/**
 * The leads API (a service of its own, apps/leads), typed from its OpenAPI document, with the same
 * session token as the admin API: a 401 ends the session, other refusals throw ApiRequestError.
 */
export function leadsApi(): Promise<Client<paths>> {
  client ??= leadsBaseUrl().then((base) =>
    createClient<paths>({ baseUrl: new URL(base, window.location.origin).href.replace(/\/$/, ''), fetch: (request) => sendToApi(request), querySerializer }),
  );
  return client;
}
