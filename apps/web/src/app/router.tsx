import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { ADMIN_PERMISSIONS } from '@shop/shared';
import { RouteError } from '../components/errors/route-error';
import { PageSkeleton } from '../components/layouts/page-skeleton';
import { paths } from '../config/paths';
import { RequireAuth } from '../features/auth/components/require-auth';
import { PublicLayoutRoute } from './routes/public-layout';

// Each page's code loads on first visit; the skeleton holds its place meanwhile, under a header
// that is already drawn.
type LazyPage = Pick<RouteObject, 'lazy' | 'HydrateFallback'>;
const page = (load: () => Promise<RouteObject['Component']>): LazyPage => ({
  lazy: async () => ({ Component: await load() }),
  HydrateFallback: PageSkeleton,
});

const home = page(async () => (await import('./routes/home')).HomeRoute);
const login = page(async () => (await import('./routes/login')).LoginRoute);
const user = page(async () => (await import('./routes/user')).UserRoute);
// Also the content of the pages later issues build (cart, orders, dashboard...): until then a
// signed-in user reaching them sees 'Página no encontrada', never a fake screen.
const notFound = page(async () => (await import('./routes/not-found')).NotFoundRoute);

const customerPages = [paths.cart, paths.wishlist, paths.orders, paths.quotes, paths.account];

export const router = createBrowserRouter([
  {
    Component: PublicLayoutRoute,
    ErrorBoundary: RouteError,
    children: [
      {
        // A second boundary inside the layout keeps header and footer when a page fails.
        ErrorBoundary: RouteError,
        children: [
          { index: true, ...home },
          { path: paths.login.path, ...login },
          { path: paths.user.path, ...user },
          // Public (document 2); registered so it does not fall under the /user/:id guard.
          { path: paths.forgottenPassword.path, ...notFound },
          {
            element: <RequireAuth permissions={['USER']} />,
            children: customerPages.map(({ path }) => ({ path, ...notFound })),
          },
          {
            element: <RequireAuth permissions={ADMIN_PERMISSIONS} />,
            children: [{ path: paths.dashboard.path, ...notFound }],
          },
          { path: '*', ...notFound },
        ],
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
