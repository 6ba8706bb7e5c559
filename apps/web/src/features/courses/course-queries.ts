import type { ChapterTitle, CourseDetail, CreateCourse, CreateTopic, SaveQuiz, UpdateCourse, UpdateTopic } from '@exchange/contract/courses/courses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../app/api.ts';
import { ApiRequestError } from '../../app/api-request-error.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';
import type { CourseQuery } from './course-filters.ts';

export const courseKeys = {
  all: ['courses'] as const,
  lists: () => [...courseKeys.all, 'list'] as const,
  list: (query: CourseQuery) => [...courseKeys.lists(), query] as const,
  detail: (id: string) => [...courseKeys.all, 'detail', id] as const,
};

export function useCourses(query: CourseQuery) {
  return useListQuery(courseKeys.list(query), ({ signal, withTotal }) => answer(api.GET('/admin/courses', { params: { query: { ...query, withTotal } }, signal })));
}

export function useCourse(id: string) {
  return useQuery({
    queryKey: courseKeys.detail(id),
    queryFn: ({ signal }) => answer(api.GET('/admin/courses/{id}', { params: { path: { id } }, signal })),
  });
}

/**
 * A change to a course. The API answers the whole course as it now is, which the editor shows at
 * once instead of reading it again; the lists load again for their counts. A 404 or 409 means the
 * editor was stale (another admin changed the course, or published it): it loads again too.
 */
function useCourseMutation<Variables>(mutationFn: (variables: Variables) => Promise<CourseDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (course) => {
      client.setQueryData(courseKeys.detail(course.id), course);
      void client.invalidateQueries({ queryKey: courseKeys.lists() });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404)) void client.invalidateQueries({ queryKey: courseKeys.all });
    },
  });
}

const path = (id: string) => ({ params: { path: { id } } });

export const useCreateCourse = () => useCourseMutation((body: CreateCourse) => answer(api.POST('/admin/courses', { body })));
export const useUpdateCourse = () => useCourseMutation(({ id, body }: { id: string; body: UpdateCourse }) => answer(api.PUT('/admin/courses/{id}', { ...path(id), body })));
export const usePublishCourse = () => useCourseMutation((id: string) => answer(api.POST('/admin/courses/{id}/publish', path(id))));
export const useMoveCourseToDraft = () =>
  useCourseMutation(({ id, reason }: { id: string; reason: string }) => answer(api.POST('/admin/courses/{id}/draft', { ...path(id), body: { reason } })));

/** A deleted course leaves the cache rather than being read again (it would answer 404). */
export function useDeleteCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => answer(api.DELETE('/admin/courses/{id}', path(id))),
    onSuccess: ({ id }) => {
      client.removeQueries({ queryKey: courseKeys.detail(id) });
      void client.invalidateQueries({ queryKey: courseKeys.lists() });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404)) void client.invalidateQueries({ queryKey: courseKeys.all });
    },
  });
}

export const useAddChapter = () =>
  useCourseMutation(({ courseId, body }: { courseId: string; body: ChapterTitle }) => answer(api.POST('/admin/courses/{id}/chapters', { ...path(courseId), body })));
export const useReorderChapters = () =>
  useCourseMutation(({ courseId, ids }: { courseId: string; ids: string[] }) => answer(api.PUT('/admin/courses/{id}/chapters/order', { ...path(courseId), body: { ids } })));
export const useRenameChapter = () =>
  useCourseMutation(({ chapterId, body }: { chapterId: string; body: ChapterTitle }) => answer(api.PUT('/admin/course-chapters/{id}', { ...path(chapterId), body })));
export const useDeleteChapter = () => useCourseMutation((chapterId: string) => answer(api.DELETE('/admin/course-chapters/{id}', path(chapterId))));

export const useAddTopic = () =>
  useCourseMutation(({ chapterId, body }: { chapterId: string; body: CreateTopic }) => answer(api.POST('/admin/course-chapters/{id}/topics', { ...path(chapterId), body })));
export const useReorderTopics = () =>
  useCourseMutation(({ chapterId, ids }: { chapterId: string; ids: string[] }) => answer(api.PUT('/admin/course-chapters/{id}/topics/order', { ...path(chapterId), body: { ids } })));
export const useUpdateTopic = () =>
  useCourseMutation(({ topicId, body }: { topicId: string; body: UpdateTopic }) => answer(api.PUT('/admin/course-topics/{id}', { ...path(topicId), body })));
export const useDeleteTopic = () => useCourseMutation((topicId: string) => answer(api.DELETE('/admin/course-topics/{id}', path(topicId))));

export const useSaveQuiz = () =>
  useCourseMutation(({ chapterId, body }: { chapterId: string; body: SaveQuiz }) => answer(api.PUT('/admin/course-chapters/{id}/quiz', { ...path(chapterId), body })));
export const useDeleteQuiz = () => useCourseMutation((chapterId: string) => answer(api.DELETE('/admin/course-chapters/{id}/quiz', path(chapterId))));
