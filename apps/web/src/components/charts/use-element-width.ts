import { useCallback, useState } from 'react';

/**
 * The rendered width of an element, kept current as it resizes. SVG text must be laid out in real
 * pixels: scaling a fixed viewBox would stretch the axis labels along with the bars.
 */
export function useElementWidth<E extends Element>(): [(element: E | null) => void, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: E | null) => {
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
