import type { DehydratedState } from '@tanstack/react-query';

/**
 * A page the server drew (entry-server.tsx) travels with the answers it was drawn from, so the
 * browser's first render finds them in its cache and hydrates the same markup without asking again.
 */
export interface FirstViewState {
  queries: DehydratedState;
}

/** The non-executable JSON script that carries the state (the CSP allows no inline script). */
export const FIRST_VIEW_STATE_ID = 'first-view-state';

/**
 * The script element that carries `state`. Every `<` is escaped, so nothing in an answer (a
 * description's HTML) can close the element and run as markup; JSON.parse reads it back as it was.
 */
export const firstViewStateScript = (state: FirstViewState): string =>
  `<script type="application/json" id="${FIRST_VIEW_STATE_ID}">${JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}</script>`;

/** The state of a page the server drew, or null for a page the browser draws from scratch. */
export function readFirstViewState(): FirstViewState | null {
  const element = document.getElementById(FIRST_VIEW_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as FirstViewState;
  } catch {
    return null;
  }
}
