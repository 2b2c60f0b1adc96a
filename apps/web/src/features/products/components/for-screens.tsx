import type { ReactNode } from 'react';
import { useHydrated } from '../../../hooks/use-hydrated';
import { useMediaQuery } from '../../../hooks/use-media-query';

// Below 768 px the filters live in a panel (docs/architecture.md, "Contract: constants and
// limits").
const WIDE_QUERY = '(min-width: 768px)';

/**
 * Its children on wide screens (`wide`) or below 768 px. A page drawn on the server does not know
 * the screen: it carries both, the stylesheet shows the one that fits, and the browser keeps only
 * that one once it has hydrated (ADR 015). That correction re-renders this slot alone: its
 * children are the listing's elements, unchanged, so the listing and its grid are not drawn again
 * in the hydration's task.
 */
export function ForScreens({ wide, children }: { wide: boolean; children: ReactNode }) {
  const isWide = useMediaQuery(WIDE_QUERY);
  const hydrated = useHydrated();
  return !hydrated || isWide === wide ? children : null;
}
