import type { CourseDetail } from '@exchange/contract/courses/courses';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { stepId, useDragOrder } from '../../components/use-drag-order.ts';

/**
 * Chapters' or a chapter's topics' order, changed by drag and drop or by the arrow buttons (for the
 * keyboard) and saved whole at once; the list stays still while it is saved.
 */
export function useOrderSaver<Variables>(
  ids: readonly string[],
  editable: boolean,
  reorder: UseMutationResult<CourseDetail, Error, Variables>,
  variables: (ids: string[]) => Variables,
) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const save = async (next: string[]) => {
    try {
      await reorder.mutateAsync(variables(next));
      void message.success(t('courses.editor.reordered'));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };
  const drag = useDragOrder(ids, editable && !reorder.isPending, (next) => void save(next));
  return {
    ...drag,
    saving: reorder.isPending,
    step: (id: string, by: -1 | 1) => void save(stepId(ids, id, by)),
  };
}

export type OrderSaver = ReturnType<typeof useOrderSaver>;
