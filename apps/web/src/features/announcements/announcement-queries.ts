import type { Announcement, CreateAnnouncement, UpdateAnnouncement } from '@exchange/contract/announcements/announcements';
import { answer, api } from '../../app/api.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';
import { useRefreshingMutation } from '../../components/use-refreshing-mutation.ts';
import type { AnnouncementQuery } from './announcement-filters.ts';

export const announcementKeys = {
  all: ['announcements'] as const,
  list: (query: AnnouncementQuery) => [...announcementKeys.all, 'list', query] as const,
};

export function useAnnouncements(query: AnnouncementQuery) {
  return useListQuery(announcementKeys.list(query), ({ signal, withTotal }) => answer(api.GET('/admin/announcements', { params: { query: { ...query, withTotal } }, signal })));
}

/** After a change the lists load again; a 404 or 409 means the screen is stale, so they reload too. */

function useAnnouncementMutation<Variables>(mutationFn: (variables: Variables) => Promise<Announcement>) {
  return useRefreshingMutation(announcementKeys.all, mutationFn);
}

export const useCreateAnnouncement = () => useAnnouncementMutation((body: CreateAnnouncement) => answer(api.POST('/admin/announcements', { body })));
export const useUpdateAnnouncement = () =>
  useAnnouncementMutation(({ id, body }: { id: string; body: UpdateAnnouncement }) => answer(api.PUT('/admin/announcements/{id}', { params: { path: { id } }, body })));

export type AnnouncementMove = 'publish' | 'unpublish' | 'archive';
const MOVE_PATHS = {
  publish: '/admin/announcements/{id}/publish',
  unpublish: '/admin/announcements/{id}/unpublish',
  archive: '/admin/announcements/{id}/archive',
} as const;
export const useMoveAnnouncement = () =>
  useAnnouncementMutation(({ id, move }: { id: string; move: AnnouncementMove }) => answer(api.POST(MOVE_PATHS[move], { params: { path: { id } } })));
