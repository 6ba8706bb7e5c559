import { useState, type DragEvent } from 'react';

/** `ids` with `moved` taken out and put where `target` stands (before it when moving up, after it when moving down). */
export function moveId(ids: readonly string[], moved: string, target: string): string[] {
  const from = ids.indexOf(moved);
  const to = ids.indexOf(target);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const next = ids.filter((id) => id !== moved);
  next.splice(to, 0, moved);
  return next;
}

/** `ids` with `id` one place earlier (-1) or later (1); unchanged at either end. For the arrow buttons. */
export function stepId(ids: readonly string[], id: string, by: -1 | 1): string[] {
  const target = ids[ids.indexOf(id) + by];
  return target ? moveId(ids, id, target) : [...ids];
}

/**
 * Items (table rows, cards) dragged by their handle onto one another with HTML drag and drop: the
 * item being dragged and the one it is over are marked, and a drop hands the new order of ids to
 * `onOrder`. Only the handle is draggable, so that an item's text can still be selected and a list
 * can hold another (a chapter card with its topics): a drag belongs to the list that started it,
 * the others ignore it.
 */
export function useDragOrder(ids: readonly string[], enabled: boolean, onOrder: (ids: string[]) => void) {
  const [dragged, setDragged] = useState<string>();
  const [over, setOver] = useState<string>();
  const end = () => {
    setDragged(undefined);
    setOver(undefined);
  };
  /** On the item: where a drag may land. */
  const itemProps = (id: string) =>
    enabled
      ? {
          'data-drag-item': id,
          className: id === dragged ? 'drag-item--dragging' : id === over && dragged ? 'drag-item--over' : undefined,
          onDragOver: (event: DragEvent) => {
            if (!dragged) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
            setOver(id);
          },
          onDrop: (event: DragEvent) => {
            if (!dragged) return;
            event.preventDefault();
            if (dragged !== id) onOrder(moveId(ids, dragged, id));
            end();
          },
        }
      : {};
  /** On the item's handle: what starts a drag. The whole item is what the pointer carries. */
  const handleProps = (id: string) =>
    enabled
      ? {
          draggable: true,
          onDragStart: (event: DragEvent<HTMLElement>) => {
            event.stopPropagation();
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', id);
            const item = event.currentTarget.closest('[data-drag-item]');
            if (item) event.dataTransfer.setDragImage(item, 16, 16);
            setDragged(id);
          },
          onDragEnd: end,
        }
      : {};
  return { itemProps, handleProps };
}
