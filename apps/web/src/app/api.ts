import createClient from 'openapi-fetch';
import { sendToApi } from './api-client.ts';
import type { paths } from './api-schema.ts';

/** Empty filters are left out of the URL: "no filter", never "filter on the empty string". */
export function querySerializer(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') params.set(key, String(value));
  }
  return params.toString();
}

/**
 * The admin API, typed from its OpenAPI document (`api-schema.ts`): paths, parameters, bodies and
 * answers are checked at compile time. A 401 ends the session; other refusals throw ApiRequestError.
 */
export const api = createClient<paths>({ fetch: (request) => sendToApi(request), querySerializer });

/**
 * For the sign-in calls, made before there is a session: their 401 means a wrong password or code,
 * shown by the caller. A pending or fresh token goes in their own Authorization header.
 */
export const signInApi = createClient<paths>({ fetch: (request) => sendToApi(request, true), querySerializer });

/** The answer of a call made with `api` (refusals have thrown already). */
export async function answer<D>(call: Promise<{ data?: D; error?: unknown }>): Promise<D> {
  const { data } = await call;
  if (data === undefined) throw new Error('The admin API answered without a body');
  return data;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

type GetOf<P extends keyof paths> = paths[P] extends { get: infer G } ? G : never;
/** The query a GET route takes, from the OpenAPI document. */
export type ListQueryOf<P extends keyof paths> = GetOf<P> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
