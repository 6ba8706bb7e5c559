import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { LoginResponse, MeResponse, Role } from '@exchange/contract/auth/session';
import { E2E_ADMIN, E2E_BASE_URL } from './e2e-env.ts';
import { newestSetPasswordLink } from './mail-outbox.ts';

/** One admin API call, as JSON. */
export async function adminCall<T>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(E2E_BASE_URL + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T };
}

export async function signInByApi(email: string, password: string): Promise<string> {
  const answer = await adminCall<LoginResponse>('POST', '/admin/login', { email, password });
  if (!answer.body.result || answer.body.data.isGAuthEnabled) throw new Error(`API sign-in failed for ${email}: ${JSON.stringify(answer.body)}`);
  return answer.body.data.accessToken;
}

export interface TestAdmin {
  email: string;
  password: string;
  name: string;
}

/**
 * A fresh admin for one test, made the way a real one is: the super admin invites it into the
 * group of its role, and it sets its password from the emailed link. Tests that change passwords
 * or 2FA never disturb each other.
 */
export async function createTestAdmin(role: Exclude<Role, 'superAdmin'> = 'admin'): Promise<TestAdmin> {
  const suffix = randomBytes(4).toString('hex');
  const admin = { email: `e2e-${suffix}@example.com`, password: `E2e-Password-${suffix}`, name: `Tester ${suffix}` };
  const rootToken = await signInByApi(E2E_ADMIN.email, E2E_ADMIN.password);
  try {
    const groups = await adminCall<{ items: { id: string; name: string }[] }>('GET', '/admin/roles/groups', undefined, rootToken);
    const group = groups.body.items.find((g) => g.name === role);
    if (!group) throw new Error(`no built-in group ${role}`);
    const invited = await adminCall('POST', '/admin/subAdmins', { name: admin.name, email: admin.email, groupIds: [group.id] }, rootToken);
    if (invited.status !== 200) throw new Error(`invitation failed: ${JSON.stringify(invited.body)}`);
  } finally {
    await adminCall('POST', '/admin/logout', undefined, rootToken);
  }
  const token = new URL(await newestSetPasswordLink(admin.email)).searchParams.get('token');
  const set = await adminCall('POST', '/auth/setPassword', { token, password: admin.password });
  if (set.status !== 200) throw new Error(`set password failed: ${JSON.stringify(set.body)}`);
  return admin;
}

/**
 * Signs an admin in through the API and leaves the session where the console keeps it (the storage
 * keys the spec names), without opening a screen: the test's next `goto` starts on the screen it is
 * about. Rendering the sign-in screen and then the dashboard for every test was a third of the run;
 * the sign-in screen itself is walked in sign-in.spec.ts.
 */
export async function storeSignedInSession(page: Page, admin: Pick<TestAdmin, 'email' | 'password'>): Promise<void> {
  const login = await adminCall<LoginResponse>('POST', '/admin/login', { email: admin.email, password: admin.password });
  if (!login.body.result || login.body.data.isGAuthEnabled) throw new Error(`API sign-in failed for ${admin.email}: ${JSON.stringify(login.body)}`);
  const { accessToken, id, name, role } = login.body.data;
  const me = await adminCall<MeResponse>('GET', '/admin/me', undefined, accessToken);
  if (me.status !== 200) throw new Error(`GET /admin/me failed: ${JSON.stringify(me.body)}`);
  const stored: [string, string][] = [
    ['adminToken', accessToken],
    ['userId', id],
    ['name', name],
    ['role', role],
    ['isGAuthEnabled', '0'],
    ['userPolicies', JSON.stringify(me.body.policies)],
  ];
  // Storage belongs to an origin: a small document of the console's own holds it.
  await page.goto('/favicon.svg');
  await page.evaluate((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, value);
    // The console reminds an admin without 2FA once per tab, on the page it lands on after signing in
    // (sign-in.spec.ts sees it). Here that page would be the test's own: its notification covers the
    // header's controls, and in a second window it never finishes closing.
    sessionStorage.setItem('enable2faReminderShown', '1');
  }, stored);
}
