import type { RouteObject } from 'react-router';
import { PageSkeleton } from '../components/layouts/page-skeleton';

// Each page's code loads on first visit; the skeleton holds its place meanwhile, under a header
// that is already drawn.
type LazyPage = Pick<RouteObject, 'lazy' | 'HydrateFallback' | 'handle'>;
export const page = (load: () => Promise<RouteObject['Component']>): LazyPage => ({
  lazy: async () => ({ Component: await load() }),
  HydrateFallback: PageSkeleton,
});

/** What a page tells the server about itself (entry-server.tsx). */
export interface ServerPageHandle {
  /** A public page the server draws for an anonymous visitor. */
  drawnOnServer?: true;
  /**
   * The API answer the page shows a record from ('/api/products/7'): when it is a 404 so is the
   * page's HTTP status. Null when the address itself cannot name a record (`/product/abc`).
   */
  probe?: (params: Record<string, string | undefined>) => string | null;
}

/** A page of one record: its HTTP status follows the record's (`probe`). */
export const recordPage = (
  lazyPage: LazyPage,
  probe: NonNullable<ServerPageHandle['probe']>,
): LazyPage => ({
  ...lazyPage,
  handle: { ...(lazyPage.handle as ServerPageHandle | undefined), probe },
});

/** A public page the server draws for an anonymous visitor, so its content paints before the scripts run. */
export const serverPage = (load: () => Promise<RouteObject['Component']>): LazyPage => ({
  ...page(load),
  handle: { drawnOnServer: true } satisfies ServerPageHandle,
});
