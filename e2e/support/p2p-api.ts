import { signInByApi } from './admin-api.ts';
import { E2E_ADMIN, E2E_BASE_URL } from './e2e-env.ts';

let rootToken: Promise<string> | null = null;

/** A session of the super admin, shared by the specs of one worker, for reading test data. */
function root(): Promise<string> {
  rootToken ??= signInByApi(E2E_ADMIN.email, E2E_ADMIN.password);
  return rootToken;
}

/** GETs an admin API path as the super admin and returns the JSON body. */
export async function apiGet<T>(path: string, query: Record<string, string | number> = {}): Promise<T> {
  const url = new URL(path, E2E_BASE_URL);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  const response = await fetch(url, { headers: { authorization: `Bearer ${await root()}` } });
  if (!response.ok) throw new Error(`GET ${url.pathname}${url.search}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** "Total: 1,234" as the console shows a list's total in English. */
/** The table's total line for an API answer's total; the API reads here always ask for it (never null). */
export function totalText(total: number | null, capped = false) {
  if (total === null) throw new Error('the list answered without its total');
  return `Total: ${new Intl.NumberFormat('en').format(total)}${capped ? '+' : ''}`;
}
