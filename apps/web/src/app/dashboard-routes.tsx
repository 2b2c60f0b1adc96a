import { ScrollRestoration, type RouteObject } from 'react-router';
import { ADMIN_PERMISSIONS, type Permission } from '@shop/shared';
import { RouteError } from '../components/errors/route-error';
import { DASHBOARD_SECTIONS } from '../config/dashboard-sections';
import { paths } from '../config/paths';
import { RequireAuth } from '../features/auth/components/require-auth';
import { useSessionExpiry } from '../features/auth/hooks/use-session-expiry';
import { page } from './lazy-page';

const layout = page(async () => (await import('./routes/dashboard/layout')).DashboardLayoutRoute);
const home = page(async () => (await import('./routes/dashboard/home')).DashboardHomeRoute);
const roles = page(async () => (await import('./routes/dashboard/roles')).RolesRoute);
const history = page(async () => (await import('./routes/dashboard/history')).HistoryRoute);
const notFound = page(async () => (await import('./routes/not-found')).NotFoundRoute);
const clients = page(async () => (await import('./routes/dashboard/clients')).ClientsRoute);
const client = page(async () => (await import('./routes/dashboard/client')).ClientRoute);
const clientRut = page(async () => (await import('./routes/dashboard/client-rut')).ClientRutRoute);

const permissionOf = (href: string): Permission => {
  const section = DASHBOARD_SECTIONS.find((s) => s.href === href);
  if (!section) throw new Error(`Sin sección del dashboard para ${href}`);
  return section.permission;
};

/** Screens behind one permission: the guard of the spec (login prompt, or home with a toast). */
const guarded = (href: string, children: RouteObject[]): RouteObject => ({
  element: <RequireAuth permissions={[permissionOf(href)]} />,
  children,
});

/**
 * The door of the dashboard, outside the storefront's layout: it watches the session as the
 * storefront's layout does (an expiry goes home with its message) and lets in any admin.
 */
function DashboardDoor() {
  useSessionExpiry();
  return (
    <>
      <ScrollRestoration />
      <RequireAuth permissions={ADMIN_PERMISSIONS} />
    </>
  );
}

/**
 * /dashboard and its screens. Every piece of it loads on first visit, so a storefront visitor
 * never downloads dashboard code; the server checks each call's permission on its own.
 */
export const dashboardRoute: RouteObject = {
  Component: DashboardDoor,
  children: [
    {
      path: paths.dashboard.path,
      ...layout,
      children: [
        {
          // A failing screen keeps the shell around it, so staff can move on to another section.
          ErrorBoundary: RouteError,
          children: [
            { index: true, ...home },
            guarded(paths.dashboardClients.getHref(), [
              { path: paths.dashboardClients.path, ...clients },
              { path: paths.dashboardClient.path, ...client },
              { path: paths.dashboardClientRut.path, ...clientRut },
            ]),
            guarded(paths.dashboardRoles.getHref(), [
              { path: paths.dashboardRoles.path, ...roles },
            ]),
            guarded(paths.dashboardHistory.getHref(), [
              { path: paths.dashboardHistory.path, ...history },
              {
                path: paths.dashboardHistoryOrder.path,
                ...page(
                  async () => (await import('./routes/dashboard/history-order')).HistoryOrderRoute,
                ),
              },
              {
                path: paths.dashboardHistoryQuote.path,
                ...page(
                  async () => (await import('./routes/dashboard/history-quote')).HistoryQuoteRoute,
                ),
              },
            ]),
            guarded(paths.dashboardPayments.getHref(), [
              {
                path: paths.dashboardPayments.path,
                ...page(async () => (await import('./routes/dashboard/payments')).PaymentsRoute),
              },
            ]),
            guarded(paths.dashboardReports.getHref(), [
              {
                path: paths.dashboardReports.path,
                ...page(async () => (await import('./routes/dashboard/reports')).ReportsRoute),
              },
            ]),
            guarded(paths.dashboardReceivables.getHref(), [
              {
                path: paths.dashboardReceivables.path,
                ...page(
                  async () => (await import('./routes/dashboard/receivables')).ReceivablesRoute,
                ),
              },
              {
                path: paths.dashboardReceivable.path,
                ...page(
                  async () => (await import('./routes/dashboard/receivable')).ReceivableRoute,
                ),
              },
            ]),
            guarded(paths.dashboardStock.getHref(), [
              {
                path: paths.dashboardStock.path,
                ...page(async () => (await import('./routes/dashboard/stock')).StockRoute),
              },
            ]),
            guarded(paths.dashboardImages.getHref(), [
              {
                path: paths.dashboardImages.path,
                ...page(async () => (await import('./routes/dashboard/images')).ImagesRoute),
              },
              {
                path: paths.dashboardImageUpload.path,
                ...page(
                  async () => (await import('./routes/dashboard/image-upload')).ImageUploadRoute,
                ),
              },
            ]),
            guarded(paths.dashboardCategories.getHref(), [
              {
                path: paths.dashboardCategories.path,
                ...page(
                  async () => (await import('./routes/dashboard/categories')).CategoriesRoute,
                ),
              },
              {
                path: paths.dashboardCategoryCreate.path,
                ...page(
                  async () =>
                    (await import('./routes/dashboard/category-create')).CategoryCreateRoute,
                ),
              },
            ]),
            guarded(paths.dashboardBrands.getHref(), [
              {
                path: paths.dashboardBrands.path,
                ...page(async () => (await import('./routes/dashboard/brands')).BrandsRoute),
              },
              {
                path: paths.dashboardBrandCreate.path,
                ...page(
                  async () => (await import('./routes/dashboard/brand-create')).BrandCreateRoute,
                ),
              },
            ]),
            guarded(paths.dashboardContents.getHref(), [
              {
                path: paths.dashboardContents.path,
                ...page(async () => (await import('./routes/dashboard/contents')).ContentsRoute),
              },
              {
                path: paths.dashboardContentCreate.path,
                ...page(
                  async () =>
                    (await import('./routes/dashboard/content-editor')).ContentCreateRoute,
                ),
              },
              {
                path: paths.dashboardContentUpdate.path,
                ...page(
                  async () =>
                    (await import('./routes/dashboard/content-editor')).ContentUpdateRoute,
                ),
              },
            ]),
            guarded(paths.dashboardConfig.getHref(), [
              {
                path: paths.dashboardConfig.path,
                ...page(async () => (await import('./routes/dashboard/config')).ConfigRoute),
              },
            ]),
            guarded(paths.dashboardTaxes.getHref(), [
              {
                path: paths.dashboardTaxes.path,
                ...page(async () => (await import('./routes/dashboard/taxes')).TaxesRoute),
              },
            ]),
            guarded(paths.dashboardTransferReceipts.getHref(), [
              {
                path: paths.dashboardTransferReceipts.path,
                ...page(
                  async () =>
                    (await import('./routes/dashboard/transfer-receipts')).TransferReceiptsRoute,
                ),
              },
            ]),
            guarded(paths.dashboardProducts.getHref(), [
              {
                path: paths.dashboardProducts.path,
                ...page(
                  async () =>
                    (await import('./routes/dashboard/admin-products')).AdminProductsRoute,
                ),
              },
              {
                path: paths.dashboardProductCreate.path,
                ...page(
                  async () =>
                    (await import('./routes/dashboard/admin-product-create'))
                      .AdminProductCreateRoute,
                ),
              },
              {
                path: paths.dashboardProductUpdate.path,
                ...page(
                  async () =>
                    (await import('./routes/dashboard/admin-product-update'))
                      .AdminProductUpdateRoute,
                ),
              },
              {
                path: paths.dashboardProduct.path,
                ...page(
                  async () => (await import('./routes/dashboard/admin-product')).AdminProductRoute,
                ),
              },
              {
                path: paths.dashboardProductUpload.path,
                ...page(
                  async () =>
                    (await import('./routes/dashboard/admin-products-upload'))
                      .AdminProductsUploadRoute,
                ),
              },
            ]),
            { path: '*', ...notFound },
          ],
        },
      ],
    },
  ],
};
