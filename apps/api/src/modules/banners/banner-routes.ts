import { z } from 'zod';
import { BANNER_IMAGE_MAX_BYTES } from '@exchange/contract/banners/banner-rules';
import {
  bannerImageSchema,
  bannerListSchema,
  bannerSchema,
  createBannerSchema,
  listBannersQuerySchema,
  reorderBannersSchema,
  setBannerStateSchema,
  updateBannerSchema,
} from '@exchange/contract/banners/banners';
import { okResponseSchema } from '@exchange/contract/auth/session';
import type { Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf } from '../../platform/http/route-access.ts';
import { createBanner, deleteBanner, reorderBanners, setBannerState, updateBanner } from './banner-commands.ts';
import { readBannerUpload, storeBannerImage } from './banner-images.ts';
import { getBanner, listBanners, readBannerImage } from './banner-queries.ts';

const tags = ['banners'];
const params = z.object({ id: z.uuid() });
const read = { access: 'banners.read' } as const;
const manage = { access: 'banners.manage' } as const;
const banner = { 200: bannerSchema };

/**
 * An image's bytes never change under its id, so any cache may keep them for good. The type is the
 * sniffed one; nosniff and a sandbox CSP keep a browser from reading them as anything else.
 * Cross-origin: the customer app, on its own origin, shows them.
 */
const IMAGE_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cross-origin-resource-policy': 'cross-origin',
} as const;

/** App Banner: images checked by content, https links, a carousel per language in its order, schedules. */
export function registerBannerRoutes(app: ApiApp, db: Db) {
  app.get('/admin/banners', { config: read, schema: { tags, querystring: listBannersQuerySchema, response: { 200: bannerListSchema } } },
    (request) => listBanners(db, request.query.language));
  app.get('/admin/banners/:id', { config: read, schema: { tags, params, response: banner } },
    (request) => getBanner(db, request.params.id));
  // multipart/form-data with one field, "file"; the image's content decides what it is.
  app.post('/admin/banners/images', {
    config: { ...manage, errors: [413, 415] },
    schema: { tags, consumes: ['multipart/form-data'], response: { 200: bannerImageSchema } },
  }, async (request) => {
    const content = await readBannerUpload(request.isMultipart() ? await request.file({ limits: { fileSize: BANNER_IMAGE_MAX_BYTES } }) : undefined);
    return storeBannerImage(db, content, actorOf(request));
  });
  // Public: banners are what every visitor of the app sees; an <img> sends no session token.
  app.get('/admin/banners/images/:id', {
    config: { access: 'public' },
    schema: { tags, params, produces: ['image/png', 'image/jpeg', 'image/webp'] },
  }, async (request, reply) => {
    const image = await readBannerImage(db, request.params.id);
    const etag = `"${image.sha256}"`;
    if (request.headers['if-none-match'] === etag) return reply.code(304).headers(IMAGE_HEADERS).header('etag', etag).send();
    return reply.headers(IMAGE_HEADERS).header('etag', etag).header('content-type', image.contentType).send(image.content);
  });
  app.post('/admin/banners', { config: manage, schema: { tags, body: createBannerSchema, response: banner } },
    (request) => createBanner(db, request.body, actorOf(request)));
  app.put('/admin/banners/order', { config: manage, schema: { tags, body: reorderBannersSchema, response: { 200: bannerListSchema } } },
    (request) => reorderBanners(db, request.body, actorOf(request)));
  app.put('/admin/banners/:id', { config: manage, schema: { tags, params, body: updateBannerSchema, response: banner } },
    (request) => updateBanner(db, request.params.id, request.body, actorOf(request)));
  app.put('/admin/banners/:id/state', { config: manage, schema: { tags, params, body: setBannerStateSchema, response: banner } },
    (request) => setBannerState(db, request.params.id, request.body.state, actorOf(request)));
  app.delete('/admin/banners/:id', { config: manage, schema: { tags, params, response: { 200: okResponseSchema } } },
    (request) => deleteBanner(db, request.params.id, actorOf(request)));
}
