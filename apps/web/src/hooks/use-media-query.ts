import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following the window as it resizes. A page drawn on the
 * server is drawn for a phone (no match); the browser corrects it right after hydration.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
