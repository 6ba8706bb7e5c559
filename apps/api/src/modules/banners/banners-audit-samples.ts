import type { Banner, BannerImage } from '@exchange/contract/banners/banners';
import type { AuditSampleContext, Sample } from '../../testing/audit-samples.ts';
import { gradientBanner } from './png-encoder.ts';

/** One valid call per mutating banner route, for the audit-coverage suite; each makes its own banner. */
export function bannersAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  const png = () => gradientBanner(400, 120, [30, 90, 200], [90, 200, 250]);
  const uploaded = async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png())]), 'audit.png');
    const response = await fetch(`${c.server.baseUrl}/admin/banners/images`, { method: 'POST', body: form, headers: { authorization: `Bearer ${c.superToken}` } });
    const image = (await response.json()) as BannerImage;
    if (response.status !== 200) throw new Error(`prepare banner image: ${response.status}`);
    return image.id;
  };
  const fields = async () => ({ title: `Audit banner ${c.seq()}`, linkUrl: 'https://exchange.example/audit', imageId: await uploaded(), startsAt: new Date().toISOString(), endsAt: null });
  const made = async (language = 'zh') => {
    const answer = await c.server.call<Banner>('POST', '/admin/banners', { token: c.superToken, body: { language, ...(await fields()) } });
    if (answer.status !== 200) throw new Error(`prepare banner: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.id;
  };
  return {
    'POST /admin/banners/images': {
      actions: ['bannerImage.upload'],
      state: 'create',
      prepare: () => Promise.resolve({ path: '/admin/banners/images', multipart: { field: 'file', fileName: 'audit.png', content: png() } }),
    },
    'POST /admin/banners': {
      actions: ['banner.create'],
      state: 'create',
      prepare: async () => ({ path: '/admin/banners', body: { language: 'zh', ...(await fields()) } }),
    },
    'PUT /admin/banners/:id': {
      actions: ['banner.update'],
      state: 'update',
      prepare: async () => {
        const id = await made();
        return { path: `/admin/banners/${id}`, body: await fields(), targetId: id };
      },
    },
    'PUT /admin/banners/:id/state': {
      actions: ['banner.deactivate'],
      state: 'update',
      prepare: async () => {
        const id = await made();
        return { path: `/admin/banners/${id}/state`, body: { state: 'INACTIVE' }, targetId: id };
      },
    },
    'DELETE /admin/banners/:id': {
      actions: ['banner.delete'],
      state: 'none',
      prepare: async () => {
        const id = await made();
        return { path: `/admin/banners/${id}`, targetId: id };
      },
    },
    'PUT /admin/banners/order': {
      actions: ['banner.reorder'],
      state: 'update',
      prepare: async () => {
        await made('ar');
        await made('ar');
        const list = await c.server.call<{ items: Banner[] }>('GET', '/admin/banners?language=ar', { token: c.superToken });
        return { path: '/admin/banners/order', body: { language: 'ar', ids: list.body.items.map((b) => b.id).reverse() }, targetId: 'ar' };
      },
    },
  };
}
