import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, gt, sql, type SQL } from 'drizzle-orm';
import type { Policy } from '@exchange/contract/access/policies';
import type { LoginResponse, QrCodeResponse, Role } from '@exchange/contract/auth/session';
import type { ApiError } from '@exchange/contract/platform/errors';
import { adminPolicies } from '../modules/access/access-tables.ts';
import { admins } from '../modules/auth/auth-tables.ts';
import { auditLog } from '../platform/audit/audit-table.ts';
import { hashPassword } from '../platform/security/passwords.ts';
import type { TestServer } from './test-server.ts';
import { authenticatorCode } from './totp-for-tests.ts';

/** Shared by the access-control, sub-admin and audit suites. */
export const TEST_PASSWORD = 'Correct-Horse-9';
export const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

/** Limits high enough that the suites' deliberate failures never lock 127.0.0.1 out. */
export const RELAXED_LIMITS = { LOGIN_MAX_FAILURES: '100', LOGIN_IP_MAX_FAILURES: '10000' } as const;

export const fieldsOf = (body: ApiError | null | undefined) => body?.error?.details?.map((d) => d.field) ?? [];

export async function rowsOf<T>(server: TestServer, query: SQL): Promise<T[]> {
  return ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Signs in through the API; throws unless the answer is a full (or, with 2FA, pending) token. */
export async function signIn(server: TestServer, email: string, password = TEST_PASSWORD, headers?: Record<string, string>): Promise<string> {
  const answer = await server.call<LoginResponse>('POST', '/admin/login', { body: { email, password }, headers });
  if (answer.status !== 200 || !answer.body.result) throw new Error(`sign-in of ${email} failed with ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data.accessToken;
}

let sharedHash: Promise<string> | undefined;
/** One argon2 hash of TEST_PASSWORD for every admin inserted directly: hashing is the slow part. */
export const testPasswordHash = () => (sharedHash ??= hashPassword(TEST_PASSWORD));

/**
 * An admin in NO group whose only access is its own policies (table admin_policies), inserted
 * directly in the database. The role column must hold something; it grants nothing by itself.
 */
export async function createAdminWithOwnPolicies(
  server: TestServer,
  input: { email: string; policies: readonly Policy[]; name?: string; role?: Role },
): Promise<string> {
  const [row] = await server.database.db
    .insert(admins)
    .values({ email: input.email, name: input.name ?? input.email, role: input.role ?? 'vendorsReadOnly', passwordHash: await testPasswordHash() })
    .returning({ id: admins.id });
  if (!row) throw new Error('admin insert failed');
  if (input.policies.length > 0) {
    await server.database.db.insert(adminPolicies).values(input.policies.map((policy) => ({ adminId: row.id, policy })));
  }
  return row.id;
}

/** The highest audit row id now: rows written later have a greater id. */
export async function lastAuditId(server: TestServer): Promise<number> {
  const [row] = await rowsOf<{ id: string | number | null }>(server, sql`select max(id) as id from audit_log`);
  return Number(row?.id ?? 0);
}

export function auditRowsAfter(server: TestServer, id: number) {
  return server.database.db.select().from(auditLog).where(gt(auditLog.id, id)).orderBy(asc(auditLog.id));
}

/** A private outbox folder per test server (MAIL_OUTBOX_DIR). */
export function makeOutboxDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'exchange-outbox-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  raw: string;
  body: string;
}

/** Every .eml in the folder, oldest first (the file names start with an ISO time stamp). */
export function readOutbox(dir: string): OutboxMail[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(path.join(dir, file), 'utf8');
    const [head = '', ...rest] = raw.split('\r\n\r\n');
    const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';
    return { file, to: header('To'), subject: header('Subject'), raw, body: rest.join('\r\n\r\n') };
  });
}

export function mailsTo(dir: string, email: string): OutboxMail[] {
  return readOutbox(dir).filter((m) => m.to === email);
}

/** The set-password link of the newest mail to `email` and its token. */
export function latestLinkTo(dir: string, email: string): { link: string; token: string } {
  const mails = mailsTo(dir, email);
  const mail = mails[mails.length - 1];
  if (!mail) throw new Error(`no mail to ${email} in ${dir}`);
  const link = /(https?:\/\/\S+\/set-password\?token=([A-Za-z0-9_-]+))/.exec(mail.body);
  if (!link?.[1] || !link[2]) throw new Error(`no set-password link in the mail to ${email}`);
  return { link: link[1], token: link[2] };
}

/** Turns 2FA on through the API as the console does (QR step, then a code); returns the secret. */
export async function enableTwoFactor(server: TestServer, token: string, password = TEST_PASSWORD): Promise<string> {
  const qr = await server.call<QrCodeResponse>('GET', '/admin/otp/qrcode', { token });
  if (qr.status !== 200) throw new Error(`qrcode answered ${qr.status}: ${JSON.stringify(qr.body)}`);
  const setup = await server.call('POST', '/admin/otp/gauth/setup', { token, body: { gAuthCode: authenticatorCode(qr.body.code), loginPassword: password } });
  if (setup.status !== 200) throw new Error(`2FA setup answered ${setup.status}: ${JSON.stringify(setup.body)}`);
  return qr.body.code;
}
