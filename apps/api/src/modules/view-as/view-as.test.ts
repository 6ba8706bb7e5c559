import { and, eq, sql } from 'drizzle-orm';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { SendOtpResult, UserToken, VerifyEmailOtpResult } from '@exchange/contract/view-as/view-as';
import { auditLog } from '../../platform/audit/audit-table.ts';
import { TEST_PASSWORD, UNKNOWN_UUID, createAdminWithOwnPolicies, fieldsOf, makeOutboxDir, mailsTo, signIn } from '../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { customers } from '../customers/customer-tables.ts';
import { adminEmailOtps } from './view-as-tables.ts';

describe.each(testDatabaseKinds())('view as customer on %s', (kind) => {
  const outbox = makeOutboxDir();
  let server: TestServer;
  let admin: string;
  let adminId: string;
  let other: string;
  let reader: string;
  let customerId: string;

  const send = (token = admin) => server.call<SendOtpResult & ApiError>('GET', '/admin/sendOtp', { token });
  const verify = (code: string, token = admin) => server.call<VerifyEmailOtpResult & ApiError>('POST', '/admin/verifyEmailOtp', { token, body: { code } });
  const generate = (proof: string, reason = 'Customer says the balance is wrong', token = admin, id = customerId) =>
    server.call<UserToken & ApiError>('POST', '/admin/generateUserToken', { token, body: { customerId: id, reason, proof } });
  /** The code in the newest mail to this admin. */
  const codeFor = (email: string) => {
    const mails = mailsTo(outbox.dir, email);
    const code = /code is (\d{6})/.exec(mails[mails.length - 1]?.body ?? '')?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  };
  /** Lets the next code be sent now: the resend limit is the DB's clock, moved back. */
  const allowResend = (id: string) => server.database.db.update(adminEmailOtps).set({ sentAt: sql`now() - interval '2 minutes'` }).where(eq(adminEmailOtps.adminId, id));
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  beforeAll(async () => {
    server = await startTestServer(kind, { MAIL_OUTBOX_DIR: outbox.dir, CUSTOMER_APP_URL: 'https://app.example.com/' });
    adminId = await server.createAdmin({ email: 'admin@example.com', password: TEST_PASSWORD, role: 'admin', name: 'Ada Admin' });
    await server.createAdmin({ email: 'other@example.com', password: TEST_PASSWORD, role: 'admin', name: 'Otto Other' });
    await createAdminWithOwnPolicies(server, { email: 'reader@example.com', policies: ['customers.read'] });
    [admin, other, reader] = (await Promise.all(['admin', 'other', 'reader'].map((n) => signIn(server, `${n}@example.com`)))) as [string, string, string];
    const [row] = await server.database.db.insert(customers).values({ email: 'cara@example.com', name: 'Cara Customer', country: 'AE', state: 'ACTIVE' }).returning({ id: customers.id });
    customerId = row?.id ?? '';
  });
  afterAll(async () => {
    await server.close();
    outbox.remove();
  });

  it('mails a 6-digit code to the calling admin, one a minute, and needs customers.viewAs', async () => {
    const sent = await send();
    expect(sent.status).toBe(200);
    expect(sent.body.sentTo).toBe('a***@example.com');
    const expires = Date.parse(sent.body.expiresAt) - Date.now();
    expect(expires).toBeGreaterThan(4 * 60_000);
    expect(expires).toBeLessThanOrEqual(5 * 60_000 + 2000);
    expect(codeFor('admin@example.com')).toMatch(/^\d{6}$/);
    // Stored hashed: the code itself is nowhere in the table.
    const [stored] = await server.database.db.select().from(adminEmailOtps).where(eq(adminEmailOtps.adminId, adminId));
    expect(stored?.codeHash).not.toContain(codeFor('admin@example.com'));
    const tooSoon = await send();
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.error.code).toBe('viewAs.otpTooSoon');
    expect((await send(reader)).status).toBe(403);
    expect((await server.call('GET', '/admin/sendOtp')).status).toBe(401);
  });

  it('checks a code once, for its own admin only, and gives a single-use proof', async () => {
    const code = codeFor('admin@example.com');
    // Another admin's code box is empty: the code is not theirs.
    expect((await verify(code, other)).status).toBe(410);
    const ok = await verify(code);
    expect(ok.status).toBe(200);
    expect(ok.body.proof.length).toBeGreaterThan(20);
    const twice = await verify(code);
    expect(twice.status).toBe(410);
    expect(twice.body.error.code).toBe('viewAs.otpMissing');
    expect(fieldsOf((await verify('12ab')).body)).toEqual(['code']);

    const token = await generate(ok.body.proof);
    expect(token.status).toBe(200);
    const reused = await generate(ok.body.proof);
    expect(reused.status).toBe(400);
    expect(reused.body.error.code).toBe('viewAs.proofInvalid');
    // Another admin cannot use someone else's proof.
    await allowResend(adminId);
    await send();
    const second = await verify(codeFor('admin@example.com'));
    expect((await generate(second.body.proof, 'Looking at their orders', other)).body.error.code).toBe('viewAs.proofInvalid');
  });

  it('kills the code after 5 wrong tries and refuses an expired one', async () => {
    await allowResend(adminId);
    await send();
    const code = codeFor('admin@example.com');
    for (let left = 4; left >= 1; left -= 1) {
      const attempt = await verify(wrong(code));
      expect(attempt.status).toBe(400);
      expect(attempt.body.error.details?.[0]).toMatchObject({ field: 'code', code: 'viewAs.otpWrong', params: { max: left } });
    }
    const fifth = await verify(wrong(code));
    expect(fifth.status).toBe(410);
    expect(fifth.body.error.code).toBe('viewAs.otpDead');
    expect((await verify(code)).status).toBe(410);
    const failures = await server.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'viewAs.otp.verify'), eq(auditLog.outcome, 'FAILURE'), eq(auditLog.actorId, adminId)));
    expect(failures.length).toBeGreaterThanOrEqual(6);

    await allowResend(adminId);
    await send();
    await server.database.db.update(adminEmailOtps).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(adminEmailOtps.adminId, adminId));
    const expired = await verify(codeFor('admin@example.com'));
    expect(expired.status).toBe(410);
    expect(expired.body.error.code).toBe('viewAs.otpMissing');
  });

  it('gives a 15-minute read-only EdDSA token that verifies against the public JWKS, audited on the customer timeline', async () => {
    await allowResend(adminId);
    await send();
    const { body: { proof } } = await verify(codeFor('admin@example.com'));
    expect((await generate(proof, 'hm')).status).toBe(400);
    expect((await generate(proof, 'Customer asked for help', admin, UNKNOWN_UUID)).status).toBe(404);
    expect((await generate(proof, 'Customer asked for help', reader)).status).toBe(403);
    const answer = await generate(proof, 'Customer says the balance is wrong');
    expect(answer.status).toBe(200);
    expect(answer.body.customerAppUrl).toBe(`https://app.example.com/#viewAsToken=${answer.body.token}`);

    const jwksAnswer = await server.call<{ keys: { kty: string; crv: string; kid: string; alg: string }[] }>('GET', '/platform/.well-known/jwks.json');
    expect(jwksAnswer.status).toBe(200);
    expect(jwksAnswer.body.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(JSON.stringify(jwksAnswer.body)).not.toContain('"d"');

    const jwks = createRemoteJWKSet(new URL(`${server.baseUrl}/platform/.well-known/jwks.json`));
    const { payload, protectedHeader } = await jwtVerify(answer.body.token, jwks, { audience: 'customer-app', issuer: server.config.publicUrl, algorithms: ['EdDSA'] });
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', kid: jwksAnswer.body.keys[0]?.kid });
    expect(payload).toMatchObject({ sub: customerId, scope: 'read', aud: 'customer-app', jti: answer.body.tokenId, act: { sub: adminId, email: 'admin@example.com' } });
    expect(payload.reason_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(15 * 60);
    expect(new Date((payload.exp ?? 0) * 1000).toISOString()).toBe(answer.body.expiresAt);
    // Past its expiry the same token is refused.
    await expect(jwtVerify(answer.body.token, jwks, { audience: 'customer-app', currentDate: new Date(((payload.exp ?? 0) + 1) * 1000) })).rejects.toThrow(/exp/);
    // A token whose signature has one character changed is refused. Not the last character: its low
    // bits are base64url padding, so 'A' and 'B' there can decode to the same signature.
    const at = answer.body.token.length - 10;
    const tampered = `${answer.body.token.slice(0, at)}${answer.body.token[at] === 'A' ? 'B' : 'A'}${answer.body.token.slice(at + 1)}`;
    await expect(jwtVerify(tampered, jwks)).rejects.toThrow();
    expect(decodeJwt(answer.body.token).sub).toBe(customerId);

    const rows = await server.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'customers.view_as'), eq(auditLog.customerId, customerId)));
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ actorId: adminId, targetId: customerId, after: { tokenId: answer.body.tokenId, reason: 'Customer says the balance is wrong', scope: 'read' } });
  });
});
