import { useCallback, useState } from 'react';

/**
 * The width of an element as it is laid out, kept current as it resizes: for drawings (a chart)
 * whose text must stay at its real size instead of scaling with a viewBox. Until the first
 * measure, and where the browser cannot measure, it is `fallback`.
 */
export function useElementWidth<T extends Element>(fallback: number) {
  const [width, setWidth] = useState(fallback);
  const ref = useCallback((node: T | null) => {
    if (!node || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
