import type { RouteObject } from 'react-router';
import { RouteError } from '../components/errors/route-error';
import { paths } from '../config/paths';
import { RequireAuth } from '../features/auth/components/require-auth';
import { dashboardRoute } from './dashboard-routes';
import { page, recordPage, serverPage } from './lazy-page';
import { PublicLayoutRoute } from './routes/public-layout';
import { parseId } from '../utils/parse-id';

const home = serverPage(async () => (await import('./routes/home')).HomeRoute);
const login = page(async () => (await import('./routes/login')).LoginRoute);
const user = page(async () => (await import('./routes/user')).UserRoute);
/** The API path of the record `id` names, or null when it names none. */
const recordAt = (api: string) => (params: Record<string, string | undefined>) => {
  const id = parseId(params.id);
  return id === null ? null : `${api}/${id}`;
};

const brand = recordPage(
  serverPage(async () => (await import('./routes/brand')).BrandRoute),
  recordAt('/api/brand'),
);
const category = recordPage(
  serverPage(async () => (await import('./routes/category')).CategoryRoute),
  recordAt('/api/category'),
);
const search = serverPage(async () => (await import('./routes/search')).SearchRoute);
const product = recordPage(
  serverPage(async () => (await import('./routes/product')).ProductRoute),
  recordAt('/api/products'),
);
const infoPage = recordPage(
  page(async () => (await import('./routes/info-page')).InfoPageRoute),
  ({ slug }) => (slug ? `/api/pages/${encodeURIComponent(slug)}` : null),
);
const cart = page(async () => (await import('./routes/cart')).CartRoute);
const wishlist = page(async () => (await import('./routes/wishlist')).WishlistRoute);
const quotes = page(async () => (await import('./routes/quotes')).QuotesRoute);
const orders = page(async () => (await import('./routes/orders')).OrdersRoute);
// An anonymous probe cannot read a customer's record: only an id that cannot exist answers 404
// at the HTTP level; the page itself says 'no encontrada' for another customer's.
const quote = recordPage(
  page(async () => (await import('./routes/quote')).QuoteRoute),
  recordAt('/api/quotes'),
);
const order = recordPage(
  page(async () => (await import('./routes/order')).OrderRoute),
  recordAt('/api/orders'),
);
const orderPayment = page(async () => (await import('./routes/order-payment')).OrderPaymentRoute);
const companyAddresses = page(
  async () => (await import('./routes/company-addresses')).CompanyAddressesRoute,
);
const account = page(async () => (await import('./routes/account')).AccountRoute);
const changeData = page(async () => (await import('./routes/change-data')).ChangeDataRoute);
const changePassword = page(
  async () => (await import('./routes/change-password')).ChangePasswordRoute,
);
const forgottenPassword = page(
  async () => (await import('./routes/forgotten-password')).ForgottenPasswordRoute,
);
const recoveryPassword = page(
  async () => (await import('./routes/recovery-password')).RecoveryPasswordRoute,
);
const company = page(async () => (await import('./routes/company')).CompanyRoute);
const companyJoin = page(async () => (await import('./routes/company-join')).CompanyJoinRoute);
const notFound = page(async () => (await import('./routes/not-found')).NotFoundRoute);

/** The route table: the browser's router and the server's first render read the same one. */
export const routes: RouteObject[] = [
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
          { path: paths.brand.path, ...brand },
          { path: paths.category.path, ...category },
          { path: paths.search.path, ...search },
          { path: paths.product.path, ...product },
          { path: paths.infoPage.path, ...infoPage },
          // Public (docs/architecture.md, "Contract: screens and routes"), outside the guard:
          // whoever opens the mail's link is signed out.
          { path: paths.forgottenPassword.path, ...forgottenPassword },
          { path: paths.recoveryPassword.path, ...recoveryPassword },
          { path: paths.companyJoin.path, ...companyJoin },
          {
            element: <RequireAuth permissions={['USER']} />,
            children: [
              { path: paths.cart.path, ...cart },
              { path: paths.wishlist.path, ...wishlist },
              { path: paths.quotes.path, ...quotes },
              { path: paths.orders.path, ...orders },
              { path: paths.quote.path, ...quote },
              { path: paths.order.path, ...order },
              { path: paths.orderPayment.path, ...orderPayment },
              { path: paths.companyAddresses.path, ...companyAddresses },
              { path: paths.account.path, ...account },
              { path: paths.changeData.path, ...changeData },
              { path: paths.changePassword.path, ...changePassword },
              { path: paths.company.path, ...company },
            ],
          },
          { path: '*', ...notFound },
        ],
      },
    ],
  },
  // The dashboard draws its own frame (side navigation, staff top bar), not the storefront's.
  { ErrorBoundary: RouteError, children: [dashboardRoute] },
];
