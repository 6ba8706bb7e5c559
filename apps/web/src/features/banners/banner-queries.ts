import { bannerImageSchema, type Banner, type BannerImage, type CreateBanner, type ReorderBanners, type UpdateBanner } from '@exchange/contract/banners/banners';
import type { ContentLanguage } from '@exchange/contract/platform/content-languages';
import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../app/api.ts';
import { sendToApi } from '../../app/api-client.ts';
import { useRefreshingMutation } from '../../components/use-refreshing-mutation.ts';

export const bannerKeys = {
  all: ['banners'] as const,
  list: (language: ContentLanguage) => [...bannerKeys.all, 'list', language] as const,
};

export function useBanners(language: ContentLanguage) {
  return useQuery({
    queryKey: bannerKeys.list(language),
    queryFn: ({ signal }) => answer(api.GET('/admin/banners', { params: { query: { language } }, signal })),
  });
}

/** After a change the carousels load again; a 404 or 409 means the screen is stale, so they reload too. */

function useBannerMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  return useRefreshingMutation(bannerKeys.all, mutationFn);
}

export const useCreateBanner = () => useBannerMutation((body: CreateBanner): Promise<Banner> => answer(api.POST('/admin/banners', { body })));
export const useUpdateBanner = () =>
  useBannerMutation(({ id, body }: { id: string; body: UpdateBanner }): Promise<Banner> => answer(api.PUT('/admin/banners/{id}', { params: { path: { id } }, body })));
export const useSetBannerState = () =>
  useBannerMutation(({ id, active }: { id: string; active: boolean }): Promise<Banner> =>
    answer(api.PUT('/admin/banners/{id}/state', { params: { path: { id } }, body: { state: active ? 'ACTIVE' : 'INACTIVE' } })));
export const useDeleteBanner = () => useBannerMutation((id: string) => answer(api.DELETE('/admin/banners/{id}', { params: { path: { id } } })));
export const useReorderBanners = () => useBannerMutation((body: ReorderBanners) => answer(api.PUT('/admin/banners/order', { body })));

/**
 * Uploads an image as multipart/form-data (the typed client sends JSON only); the answer is checked
 * against the contract's schema rather than trusted.
 */
export async function uploadBannerImage(file: Blob, fileName: string): Promise<BannerImage> {
  const form = new FormData();
  form.append('file', file, fileName);
  const response = await sendToApi(new Request('/admin/banners/images', { method: 'POST', body: form }));
  return bannerImageSchema.parse(await response.json());
}
