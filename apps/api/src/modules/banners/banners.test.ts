import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_IMAGE_MAX_BYTES } from '@exchange/contract/banners/banner-rules';
import type { Banner, BannerImage, CreateBanner } from '@exchange/contract/banners/banners';
import type { ApiError } from '@exchange/contract/platform/errors';
import { RELAXED_LIMITS, TEST_PASSWORD, UNKNOWN_UUID, auditRowsAfter, createAdminWithOwnPolicies, lastAuditId, rowsOf, signIn } from '../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { deleteUnusedBannerImages } from './banner-image-cleanup.ts';
import { sniffBannerImage } from './banner-image-sniffing.ts';
import { encodePng, gradientBanner } from './png-encoder.ts';

type Answer<T> = T & ApiError;

/** A lossless WebP header (VP8L) of the given size, enough for the sniffing. */
function webpHeader(width: number, height: number): Buffer {
  const head = Buffer.alloc(30);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(22, 4);
  head.write('WEBPVP8L', 8, 'latin1');
  head.writeUInt32LE(10, 16);
  head[20] = 0x2f;
  head.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 21);
  return head;
}

/** A JPEG's markers up to its frame header (SOF0) of the given size. */
function jpegHeader(width: number, height: number): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, 0xc0, 0x00, 0x11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof, 0xff, 0xd9]);
}

describe('banner image sniffing', () => {
  it('reads the type and pixel size of PNG, JPEG and WebP from their bytes, and nothing else', () => {
    expect(sniffBannerImage(encodePng(640, 200, () => [1, 2, 3]))).toEqual({ type: 'image/png', width: 640, height: 200 });
    expect(sniffBannerImage(jpegHeader(1200, 400))).toEqual({ type: 'image/jpeg', width: 1200, height: 400 });
    expect(sniffBannerImage(webpHeader(800, 300))).toEqual({ type: 'image/webp', width: 800, height: 300 });
    expect(sniffBannerImage(Buffer.from('<html><script>alert(1)</script></html>'))).toBeUndefined();
    expect(sniffBannerImage(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeUndefined();
  });
});

describe.each(testDatabaseKinds())('app banners on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let reader: string;
  let nobody: string;
  let n = 0;
  const call = <T>(method: string, path: string, token: string, body?: unknown) => server.call<Answer<T>>(method, path, { token, body });
  const upload = async (content: Buffer, fileName = 'banner.png', type = 'image/png', token = admin) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)], { type }), fileName);
    const response = await fetch(`${server.baseUrl}/admin/banners/images`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, body: (await response.json()) as Answer<BannerImage> };
  };
  const image = async () => {
    const answer = await upload(gradientBanner(640, 240, [20, 60, 160], [120, 200, 255]));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };
  const create = async (extra: Partial<CreateBanner> = {}) => {
    const body: CreateBanner = { language: 'en', title: `Banner ${++n}`, linkUrl: 'https://exchange.example/promo', imageId: (await image()).id, startsAt: new Date().toISOString(), ...extra };
    const answer = await call<Banner>('POST', '/admin/banners', admin, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };
  const carousel = async (language = 'en') => (await call<{ items: Banner[] }>('GET', `/admin/banners?language=${language}`, reader)).body.items;

  beforeAll(async () => {
    server = await startTestServer(kind, RELAXED_LIMITS);
    await server.createAdmin({ email: 'banner-admin@example.com', password: TEST_PASSWORD, role: 'admin', name: 'Bo Banners' });
    admin = await signIn(server, 'banner-admin@example.com');
    await server.createAdmin({ email: 'banner-support@example.com', password: TEST_PASSWORD, role: 'support' });
    reader = await signIn(server, 'banner-support@example.com');
    await createAdminWithOwnPolicies(server, { email: 'banner-nobody@example.com', policies: ['bundles.read'] });
    nobody = await signIn(server, 'banner-nobody@example.com');
  });
  afterAll(() => server?.close());

  it('stores an uploaded PNG by its content, audited, and serves it publicly with its type and long caching', async () => {
    const since = await lastAuditId(server);
    const png = gradientBanner(700, 250, [200, 30, 30], [250, 200, 60]);
    // The declared type and name lie: the content decides.
    const answer = await upload(png, 'banner.gif', 'text/html');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ contentType: 'image/png', width: 700, height: 250, sizeBytes: png.length });
    expect((await auditRowsAfter(server, since)).map((r) => r.action)).toEqual(['bannerImage.upload']);
    const served = await fetch(server.baseUrl + answer.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    const again = await fetch(server.baseUrl + answer.body.url, { headers: { 'if-none-match': served.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
    expect((await fetch(`${server.baseUrl}/admin/banners/images/${UNKNOWN_UUID}`)).status).toBe(404);
  });

  it('refuses a file disguised as a PNG (415), an oversize one (413), wrong pixel sizes (400) and a missing file', async () => {
    const html = await upload(Buffer.from('<html><body>not an image</body></html>'), 'promo.png', 'image/png');
    expect(html.status).toBe(415);
    expect(html.body.error.details?.[0]).toMatchObject({ field: 'file', code: 'bannerImage.unsupportedType' });
    const truncated = await upload(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'cut.png');
    expect(truncated.status).toBe(415);
    const huge = Buffer.concat([gradientBanner(640, 240, [0, 0, 0], [9, 9, 9]), Buffer.alloc(BANNER_IMAGE_MAX_BYTES)]);
    const oversize = await upload(huge);
    expect(oversize.status).toBe(413);
    expect(oversize.body.error.details?.[0]).toMatchObject({ field: 'file', code: 'bannerImage.tooLarge', params: { max: BANNER_IMAGE_MAX_BYTES } });
    const tiny = await upload(encodePng(100, 50, () => [0, 0, 0]));
    expect(tiny.status).toBe(400);
    expect(tiny.body.error.details?.[0]).toMatchObject({ field: 'file', code: 'bannerImage.badDimensions', params: { min: '320x100', max: '4096x4096' } });
    const tooWide = await upload(webpHeader(5000, 400), 'wide.webp', 'image/webp');
    expect(tooWide.body.error.details?.[0]?.code).toBe('bannerImage.badDimensions');
    const none = await fetch(`${server.baseUrl}/admin/banners/images`, { method: 'POST', headers: { authorization: `Bearer ${admin}` } });
    expect(none.status).toBe(400);
    expect((await upload(gradientBanner(640, 240, [0, 0, 0], [9, 9, 9]), 'b.png', 'image/png', reader)).status).toBe(403);
  });

  it('creates banners last in their language, refuses a plain-http link, an unknown image and end before start', async () => {
    const first = await create({ language: 'fr' });
    const second = await create({ language: 'fr' });
    expect([first.position, second.position]).toEqual([0, 1]);
    expect(second).toMatchObject({ state: 'ACTIVE', schedule: 'LIVE', createdBy: { name: 'Bo Banners' } });
    const img = (await image()).id;
    const base = { language: 'fr', title: 'Promo', linkUrl: 'https://exchange.example/', imageId: img, startsAt: new Date().toISOString() };
    const cases: [Record<string, unknown>, string, number][] = [
      [{ linkUrl: 'http://exchange.example/' }, 'linkUrl', 400],
      [{ linkUrl: 'javascript:alert(1)' }, 'linkUrl', 400],
      [{ imageId: UNKNOWN_UUID }, 'imageId', 400],
      [{ endsAt: '2020-01-01T00:00:00Z' }, 'endsAt', 400],
      [{ language: 'de' }, 'language', 400],
      [{ title: '' }, 'title', 400],
    ];
    for (const [extra, field, status] of cases) {
      const answer = await call<Banner>('POST', '/admin/banners', admin, { ...base, ...extra });
      expect(answer.status, JSON.stringify(extra)).toBe(status);
      expect(answer.body.error.details?.map((d) => d.field), JSON.stringify(extra)).toContain(field);
    }
  });

  it('reorders a language in one call, refuses a stale order, closes the gap on delete', async () => {
    const made = [await create({ language: 'it' }), await create({ language: 'it' }), await create({ language: 'it' })];
    const [a, b, c] = made.map((m) => m.id);
    if (!a || !b || !c) throw new Error('three banners');
    const since = await lastAuditId(server);
    const reordered = await call<{ items: Banner[] }>('PUT', '/admin/banners/order', admin, { language: 'it', ids: [c, a, b] });
    expect(reordered.status).toBe(200);
    expect(reordered.body.items.map((x) => [x.id, x.position])).toEqual([[c, 0], [a, 1], [b, 2]]);
    expect((await auditRowsAfter(server, since)).map((r) => r.action)).toEqual(['banner.reorder']);
    const stale = await call('PUT', '/admin/banners/order', admin, { language: 'it', ids: [a, b] });
    expect(stale.status).toBe(409);
    const twice = await call<Banner>('PUT', '/admin/banners/order', admin, { language: 'it', ids: [a, a, b] });
    expect(twice.status).toBe(400);
    expect((await call('DELETE', `/admin/banners/${a}`, admin)).status).toBe(200);
    expect((await carousel('it')).map((x) => [x.id, x.position])).toEqual([[c, 0], [b, 1]]);
    expect((await call('DELETE', `/admin/banners/${a}`, admin)).status).toBe(404);
  });

  it('edits a banner, switches it off and on (idempotent), and reports its schedule', async () => {
    const banner = await create({ language: 'es' });
    const next = (await image()).id;
    const edited = await call<Banner>('PUT', `/admin/banners/${banner.id}`, admin, {
      title: 'Summer', linkUrl: 'https://exchange.example/summer', imageId: next, startsAt: new Date(Date.now() + 86_400_000).toISOString(), endsAt: null,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Summer', schedule: 'SCHEDULED', image: { id: next } });
    const off = await call<Banner>('PUT', `/admin/banners/${banner.id}/state`, admin, { state: 'INACTIVE' });
    expect(off.body).toMatchObject({ state: 'INACTIVE', schedule: null });
    expect((await call<Banner>('PUT', `/admin/banners/${banner.id}/state`, admin, { state: 'INACTIVE' })).status).toBe(200);
    expect((await call<Banner>('GET', `/admin/banners/${banner.id}`, reader)).body.state).toBe('INACTIVE');
    expect((await call<Banner>('PUT', `/admin/banners/${UNKNOWN_UUID}/state`, admin, { state: 'ACTIVE' })).status).toBe(404);
  });

  it('refuses readers writing and callers without the policy', async () => {
    expect((await call('GET', '/admin/banners', nobody)).status).toBe(403);
    expect((await call('PUT', '/admin/banners/order', reader, { language: 'en', ids: [UNKNOWN_UUID] })).status).toBe(403);
    expect((await call('GET', '/admin/banners?language=xx', reader)).status).toBe(400);
  });

  it('the clean-up job deletes images no banner uses once a day has passed since upload or detachment, once, audited; used and fresh ones stay', async () => {
    const schedules = await rowsOf<{ cron: string }>(server, sql`select cron from pgboss.schedule where name = 'banner-image-cleanup'`);
    expect(schedules).toEqual([{ cron: '43 * * * *' }]);
    const age = (id: string, column: 'uploaded_at' | 'detached_at', hours: number) =>
      server.database.db.execute(sql`update banner_images set ${sql.raw(column)} = now() - make_interval(hours => ${hours}) where id = ${id}`);
    const exists = async (id: string) => (await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from banner_images where id = ${id}`))[0]?.n === 1;
    const detachedAt = async (id: string) => (await rowsOf<{ at: string | null }>(server, sql`select detached_at::text as at from banner_images where id = ${id}`))[0]?.at;

    const used = await create({ language: 'ar' });
    const abandoned = (await image()).id;
    const fresh = (await image()).id;
    const replacedBanner = await create({ language: 'ar' });
    const deletedBanner = await create({ language: 'ar' });
    const replaced = replacedBanner.image.id;
    const orphaned = deletedBanner.image.id;
    for (const id of [used.image.id, abandoned, replaced, orphaned]) await age(id, 'uploaded_at', 48);
    await age(fresh, 'uploaded_at', 23);
    const next = (await image()).id;
    expect((await call('PUT', `/admin/banners/${replacedBanner.id}`, admin, { title: 'New picture', linkUrl: replacedBanner.linkUrl, imageId: next, startsAt: replacedBanner.startsAt, endsAt: null })).status).toBe(200);
    expect((await call('DELETE', `/admin/banners/${deletedBanner.id}`, admin)).status).toBe(200);
    // Letting go of an image only marks it: it stays for the job, and its grace starts again.
    expect(await detachedAt(replaced)).not.toBeNull();
    expect(await detachedAt(orphaned)).not.toBeNull();
    expect(await detachedAt(used.image.id)).toBeNull();

    const since = await lastAuditId(server);
    const runs = await Promise.all([deleteUnusedBannerImages(server.database.db), deleteUnusedBannerImages(server.database.db)]);
    expect(runs.reduce((x, y) => x + y, 0)).toBeLessThanOrEqual(1);
    expect(await exists(abandoned)).toBe(false);
    expect(await exists(used.image.id)).toBe(true);
    expect(await exists(fresh)).toBe(true);
    expect(await exists(replaced)).toBe(true);
    expect(await exists(orphaned)).toBe(true);
    expect((await fetch(`${server.baseUrl}/admin/banners/images/${abandoned}`)).status).toBe(404);
    expect((await fetch(server.baseUrl + used.image.url)).status).toBe(200);

    // A day after the banners let go of them, the replaced and the orphaned pictures go too; the used one never.
    await age(replaced, 'detached_at', 25);
    await age(orphaned, 'detached_at', 25);
    expect(await deleteUnusedBannerImages(server.database.db)).toBeLessThanOrEqual(2);
    expect(await exists(replaced)).toBe(false);
    expect(await exists(orphaned)).toBe(false);
    expect(await exists(used.image.id)).toBe(true);
    expect(await exists(next)).toBe(true);
    expect(await deleteUnusedBannerImages(server.database.db)).toBe(0);

    const rows = await auditRowsAfter(server, since);
    const deletions = rows.filter((r) => r.action === 'bannerImage.delete');
    expect(deletions.map((r) => r.targetId).sort()).toEqual([abandoned, replaced, orphaned].sort());
    expect(deletions.every((r) => r.actorId === null && r.userAgent === 'job banner-image-cleanup')).toBe(true);
    // A deleted image cannot be attached again: a clear 400 naming the field.
    const late = await call<Banner>('POST', '/admin/banners', admin, { language: 'ar', title: 'Late', linkUrl: 'https://exchange.example/', imageId: abandoned, startsAt: new Date().toISOString() });
    expect(late.status).toBe(400);
    expect(late.body.error.details?.map((d) => d.field)).toContain('imageId');
  });
});
