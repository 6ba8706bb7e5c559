/** The sign-in page's parameters after a session ended under the admin: why, and where it was. */
const reasonParam = 'reason';
const nextParam = 'next';
const expired = 'expired';

/**
 * /signin saying that the session ended, with the page (and its filters) to come back to. On /signin
 * already, it stays as it is: a page's other calls meet the ended session too, and the second 401
 * must not wipe what the first one said (readSignInParams still checks `next`).
 */
export function signInAfterExpiry(where: { pathname: string; search: string }): string {
  if (where.pathname === '/signin') return `/signin${where.search}`;
  return `/signin?${new URLSearchParams({ [reasonParam]: expired, [nextParam]: where.pathname + where.search }).toString()}`;
}

/** What /signin's parameters say: whether the session ended, and a same-site path to return to. */
export function readSignInParams(params: URLSearchParams): { sessionEnded: boolean; returnTo: string | undefined } {
  const next = params.get(nextParam) ?? '';
  // Only a path of this console: never another host ('//evil.example', 'https://…'), never /signin again.
  const safe = next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') && !next.startsWith('/signin');
  return { sessionEnded: params.get(reasonParam) === expired, returnTo: safe ? next : undefined };
}
