import type { RouteObject } from 'react-router';
import { PageSkeleton } from '../components/layouts/page-skeleton';

// Each page's code loads on first visit; the skeleton holds its place meanwhile, under a header
// that is already drawn.
type LazyPage = Pick<RouteObject, 'lazy' | 'HydrateFallback'>;
export const page = (load: () => Promise<RouteObject['Component']>): LazyPage => ({
  lazy: async () => ({ Component: await load() }),
  HydrateFallback: PageSkeleton,
});
