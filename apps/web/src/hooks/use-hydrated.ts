import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server draws a page and while the browser hydrates it, true afterwards and in
 * every render of a page the browser draws itself: what only a browser has (a portal into
 * document.body) waits for it, and hydration still sees the server's markup.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
