import { slugify } from '../utils/text';

/** `/base/{id}/{slug}`; the slug is only for people and search engines, the id finds the record. */
const withSlug = (base: string, id: number, name: string) => {
  const slug = slugify(name);
  return slug ? `${base}/${id}/${slug}` : `${base}/${id}`;
};

/**
 * Every route of the SPA: `path` for the router, `getHref` for links and navigation, so no
 * component spells a URL (STYLE.md habit 4). Spanish segments follow the spec's routes.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  user: { path: '/user', getHref: () => '/user' },
  account: { path: '/user/:id', getHref: (id: number) => `/user/${id}` },
  changeData: { path: '/user/:id/change-data', getHref: (id: number) => `/user/${id}/change-data` },
  changePassword: {
    path: '/user/:id/change-password',
    getHref: (id: number) => `/user/${id}/change-password`,
  },
  forgottenPassword: {
    path: '/user/forgotten-password',
    getHref: () => '/user/forgotten-password',
  },
  // The link of the recovery mail (the API builds it from PUBLIC_URL with the same shape).
  recoveryPassword: {
    path: '/user/:id/recovery-password',
    getHref: (id: number, token: string) =>
      `/user/${id}/recovery-password?${new URLSearchParams({ token })}`,
  },
  brand: {
    path: '/brand/:id/:name?',
    getHref: (id: number, name: string) => withSlug('/brand', id, name),
  },
  category: {
    path: '/categories/:id/:nombre?',
    getHref: (id: number, name: string) => withSlug('/categories', id, name),
  },
  // An empty term may be submitted (docs/architecture.md, "Contract: screens and routes"):
  // '/search/' lists the whole catalogue.
  search: {
    path: '/search/:term?',
    getHref: (term: string) => `/search/${encodeURIComponent(term)}`,
  },
  product: {
    path: '/product/:id/:nombre?',
    getHref: (id: number, name: string) => withSlug('/product', id, name),
  },
  // Information pages ('Quiénes somos', 'Envíos'…), written as content in the dashboard.
  infoPage: { path: '/info/:slug', getHref: (slug: string) => `/info/${slug}` },
  cart: { path: '/shopping-cart', getHref: () => '/shopping-cart' },
  wishlist: { path: '/wishlist', getHref: () => '/wishlist' },
  orders: { path: '/orders', getHref: () => '/orders' },
  order: { path: '/orders/:id', getHref: (id: number) => `/orders/${id}` },
  // Where the payment gateway sends the customer back (the API builds the same address for it).
  orderPayment: { path: '/orders/:id/pago', getHref: (id: number) => `/orders/${id}/pago` },
  quotes: { path: '/quotes', getHref: () => '/quotes' },
  quote: { path: '/quotes/:id', getHref: (id: number) => `/quotes/${id}` },
  // 'Mi empresa': the company's members and invitations (docs/decisions/017).
  company: { path: '/empresa', getHref: () => '/empresa' },
  // The link of the invitation mail (the API builds it from PUBLIC_URL with the same shape).
  companyJoin: {
    path: '/empresa/unirse',
    getHref: (token: string) => `/empresa/unirse?${new URLSearchParams({ token })}`,
  },
  // The company's delivery addresses, read by its members and kept by its administrator.
  companyAddresses: { path: '/empresa/direcciones', getHref: () => '/empresa/direcciones' },
  // The dashboard (docs/architecture.md, "Contract: screens and routes"): one entry per screen.
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  dashboardClients: {
    path: '/dashboard/clients',
    getHref: (query?: Record<string, string>) =>
      query && Object.keys(query).length
        ? `/dashboard/clients?${new URLSearchParams(query)}`
        : '/dashboard/clients',
  },
  dashboardClient: {
    path: '/dashboard/clients/:id',
    getHref: (id: number) => `/dashboard/clients/${id}`,
  },
  dashboardClientRut: {
    path: '/dashboard/clients/rut/:uuid',
    getHref: (uuid: string) => `/dashboard/clients/rut/${uuid}`,
  },
  dashboardRoles: { path: '/dashboard/roles', getHref: () => '/dashboard/roles' },
  dashboardHistory: { path: '/dashboard/history', getHref: () => '/dashboard/history' },
  // One quote or order of the history, read in full.
  dashboardHistoryOrder: {
    path: '/dashboard/history/orders/:id',
    getHref: (id: number) => `/dashboard/history/orders/${id}`,
  },
  dashboardHistoryQuote: {
    path: '/dashboard/history/quotes/:id',
    getHref: (id: number) => `/dashboard/history/quotes/${id}`,
  },
  dashboardReports: { path: '/dashboard/reports', getHref: () => '/dashboard/reports' },
  // Cartera (ADMIN_PAYMENTS): the companies' credit, then one company's open orders.
  dashboardReceivables: {
    path: '/dashboard/receivables',
    getHref: () => '/dashboard/receivables',
  },
  dashboardReceivable: {
    path: '/dashboard/receivables/:id',
    getHref: (id: number) => `/dashboard/receivables/${id}`,
  },
  // Every order's money (ADMIN_PAYMENTS); filters and the order read in full live in the query.
  dashboardPayments: {
    path: '/dashboard/payments',
    getHref: (query?: Record<string, string>) =>
      query && Object.keys(query).length
        ? `/dashboard/payments?${new URLSearchParams(query)}`
        : '/dashboard/payments',
  },
  // Stock monitor and product images (issue 13, ADMIN_STOCK and ADMIN_IMAGES).
  dashboardStock: {
    path: '/dashboard/admin-products/stock',
    getHref: () => '/dashboard/admin-products/stock',
  },
  dashboardImages: {
    path: '/dashboard/admin-products/images',
    getHref: () => '/dashboard/admin-products/images',
  },
  dashboardImageUpload: {
    path: '/dashboard/admin-products/images/upload',
    getHref: () => '/dashboard/admin-products/images/upload',
  },
  // The product screens (ADMIN_PRODUCTS): grid, detail, create, update and the Excel upload.
  dashboardProducts: {
    path: '/dashboard/admin-products',
    getHref: (query?: Record<string, string>) =>
      query && Object.keys(query).length
        ? `/dashboard/admin-products?${new URLSearchParams(query)}`
        : '/dashboard/admin-products',
  },
  dashboardProduct: {
    path: '/dashboard/admin-products/:id',
    getHref: (id: number) => `/dashboard/admin-products/${id}`,
  },
  dashboardCategories: {
    path: '/dashboard/admin-products/categories',
    getHref: () => '/dashboard/admin-products/categories',
  },
  dashboardCategoryCreate: {
    path: '/dashboard/admin-products/categories/create',
    getHref: () => '/dashboard/admin-products/categories/create',
  },
  dashboardBrands: {
    path: '/dashboard/admin-products/brands',
    getHref: () => '/dashboard/admin-products/brands',
  },
  dashboardBrandCreate: {
    path: '/dashboard/admin-products/brands/create',
    getHref: () => '/dashboard/admin-products/brands/create',
  },
  dashboardContents: { path: '/dashboard/contents', getHref: () => '/dashboard/contents' },
  dashboardContentCreate: {
    path: '/dashboard/contents/create',
    getHref: () => '/dashboard/contents/create',
  },
  dashboardContentUpdate: {
    path: '/dashboard/contents/update/:id',
    getHref: (id: number) => `/dashboard/contents/update/${id}`,
  },
  dashboardConfig: { path: '/dashboard/config', getHref: () => '/dashboard/config' },
  dashboardTaxes: { path: '/dashboard/taxes', getHref: () => '/dashboard/taxes' },
  dashboardProductCreate: {
    path: '/dashboard/admin-products/create',
    getHref: () => '/dashboard/admin-products/create',
  },
  dashboardProductUpdate: {
    path: '/dashboard/admin-products/update/:id',
    getHref: (id: number) => `/dashboard/admin-products/update/${id}`,
  },
  dashboardProductUpload: {
    path: '/dashboard/admin-products/upload',
    getHref: () => '/dashboard/admin-products/upload',
  },
  dashboardTransferReceipts: {
    path: '/dashboard/payments/receipts',
    getHref: () => '/dashboard/payments/receipts',
  },
} as const;
