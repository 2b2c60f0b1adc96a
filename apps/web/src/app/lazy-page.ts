import type { RouteObject } from 'react-router';
import { PageSkeleton } from '../components/layouts/page-skeleton';

// Each page's code loads on first visit; the skeleton holds its place meanwhile, under a header
// that is already drawn.
type LazyPage = Pick<RouteObject, 'lazy' | 'HydrateFallback' | 'handle'>;
export const page = (load: () => Promise<RouteObject['Component']>): LazyPage => ({
  lazy: async () => ({ Component: await load() }),
  HydrateFallback: PageSkeleton,
});

/** What a storefront page tells the server that draws its first view (entry-server.tsx). */
export interface ServerPageHandle {
  /** The page's module as Vite's manifest names it: its CSS and chunks go in the served HTML. */
  source: string;
}

/**
 * A public page the server draws for an anonymous visitor, so its content paints before the
 * scripts run; `source` must be the file `load` imports (app/routes-table.test.ts checks it).
 */
export const serverPage = (
  source: `src/app/routes/${string}.tsx`,
  load: () => Promise<RouteObject['Component']>,
): LazyPage => ({ ...page(load), handle: { source } satisfies ServerPageHandle });
