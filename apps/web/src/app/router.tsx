import { createBrowserRouter, type RouterProviderProps } from 'react-router';
// The DOM provider: it gives navigations `flushSync` (a ticked filter shows at once).
import { RouterProvider } from 'react-router/dom';
import { routes } from './routes-table';

export const createAppRouter = () => createBrowserRouter(routes);

export type AppRouterInstance = ReturnType<typeof createAppRouter>;

export function AppRouter({ router }: { router: RouterProviderProps['router'] }) {
  return <RouterProvider router={router} />;
}
