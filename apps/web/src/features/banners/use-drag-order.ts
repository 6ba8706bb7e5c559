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

/**
 * Rows that can be dragged onto one another (HTML drag and drop): the row being dragged and the one
 * it is over are marked, and a drop hands the new order of ids to `onOrder`.
 */
export function useDragOrder(ids: readonly string[], enabled: boolean, onOrder: (ids: string[]) => void) {
  const [dragged, setDragged] = useState<string>();
  const [over, setOver] = useState<string>();
  const end = () => {
    setDragged(undefined);
    setOver(undefined);
  };
  const rowProps = (id: string) =>
    enabled
      ? {
          draggable: true,
          className: id === dragged ? 'banner-row--dragging' : id === over && dragged ? 'banner-row--over' : undefined,
          onDragStart: (event: DragEvent) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', id);
            setDragged(id);
          },
          onDragOver: (event: DragEvent) => {
            if (!dragged) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
            setOver(id);
          },
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            if (dragged && dragged !== id) onOrder(moveId(ids, dragged, id));
            end();
          },
          onDragEnd: end,
        }
      : {};
  return { rowProps };
}
