import type { RouteObject } from 'react-router';
import { PageSkeleton } from '../components/layouts/page-skeleton';

// Each page's code loads on first visit; the skeleton holds its place meanwhile, under a header
// that is already drawn.
type LazyPage = Pick<RouteObject, 'lazy' | 'HydrateFallback' | 'handle'>;
export const page = (load: () => Promise<RouteObject['Component']>): LazyPage => ({
  lazy: async () => ({ Component: await load() }),
  HydrateFallback: PageSkeleton,
});

/** What a storefront page tells the server that draws first views (entry-server.tsx). */
export interface ServerPageHandle {
  drawnOnServer: true;
}

/** A public page the server draws for an anonymous visitor, so its content paints before the scripts run. */
export const serverPage = (load: () => Promise<RouteObject['Component']>): LazyPage => ({
  ...page(load),
  handle: { drawnOnServer: true } satisfies ServerPageHandle,
});
