/**
 * Who the catalogue answers for: prices exist only for a signed-in customer and depend on their
 * client type, so product data is cached per viewer (a user id, or null when anonymous) and never
 * shown to someone else after a sign-in or sign-out.
 */
export type Viewer = number | null;

/** Query keys of every resource in one place, so invalidations never guess a string. */
export const queryKeys = {
  session: ['session'] as const,
  config: ['config'] as const,
  trm: ['trm'] as const,
  // Dashboard screens: keyed by the staff member who reads them, as the customer's own records.
  roles: {
    all: ['roles'] as const,
    list: (viewer: Viewer) => [...queryKeys.roles.all, 'list', viewer] as const,
    audit: (viewer: Viewer, id: number, page: number) =>
      [...queryKeys.roles.all, 'audit', id, viewer, page] as const,
  },
  history: {
    all: ['history'] as const,
    lists: () => [...queryKeys.history.all, 'list'] as const,
    list: (viewer: Viewer, query: Record<string, string>) =>
      [...queryKeys.history.lists(), viewer, query] as const,
    audits: () => [...queryKeys.history.all, 'audit'] as const,
    audit: (viewer: Viewer, id: number, page: number) =>
      [...queryKeys.history.audits(), id, viewer, page] as const,
    // One quote or order read in full on its dashboard page.
    details: () => [...queryKeys.history.all, 'detail'] as const,
    detail: (viewer: Viewer, type: 'quote' | 'order', id: number) =>
      [...queryKeys.history.details(), type, viewer, id] as const,
  },
  municipalities: {
    all: ['municipalities'] as const,
  },
  // A company's delivery addresses, read by each of its members.
  companyAddresses: {
    all: ['company-addresses'] as const,
    list: (viewer: Viewer) => [...queryKeys.companyAddresses.all, viewer] as const,
  },
  brands: {
    all: ['brands'] as const,
    list: () => [...queryKeys.brands.all, 'list'] as const,
    detail: (id: number) => [...queryKeys.brands.all, 'detail', id] as const,
    admin: (viewer: Viewer) => [...queryKeys.brands.all, 'admin', viewer] as const,
    audit: (viewer: Viewer, id: number, page: number) =>
      [...queryKeys.brands.all, 'audit', id, viewer, page] as const,
  },
  categories: {
    all: ['categories'] as const,
    list: (level: 1 | 2 | undefined) => [...queryKeys.categories.all, 'list', level ?? 0] as const,
    detail: (id: number) => [...queryKeys.categories.all, 'detail', id] as const,
    admin: (viewer: Viewer) => [...queryKeys.categories.all, 'admin', viewer] as const,
  },
  contents: {
    all: ['contents'] as const,
    list: () => [...queryKeys.contents.all, 'list'] as const,
    page: (slug: string) => [...queryKeys.contents.all, 'page', slug] as const,
    section: (id: number) => [...queryKeys.contents.all, 'section', id] as const,
    pages: () => [...queryKeys.contents.all, 'pages'] as const,
    audit: (viewer: Viewer, id: number, page: number) =>
      [...queryKeys.contents.all, 'audit', id, viewer, page] as const,
  },
  products: {
    all: ['products'] as const,
    lists: () => [...queryKeys.products.all, 'list'] as const,
    list: (viewer: Viewer, params: object) =>
      [...queryKeys.products.lists(), viewer, params] as const,
    details: () => [...queryKeys.products.all, 'detail'] as const,
    detail: (viewer: Viewer, id: number) => [...queryKeys.products.details(), viewer, id] as const,
    // The header's search suggestions: a few products for what is being typed.
    suggestions: (viewer: Viewer, term: string) =>
      [...queryKeys.products.all, 'suggestions', viewer, term] as const,
  },
  // The dashboard's products (ADMIN_PRODUCTS): base prices, unavailable products too.
  adminProducts: {
    all: ['admin-products'] as const,
    lists: () => [...queryKeys.adminProducts.all, 'list'] as const,
    list: (viewer: Viewer, query: Record<string, string>) =>
      [...queryKeys.adminProducts.lists(), viewer, query] as const,
    detail: (viewer: Viewer, id: number) =>
      [...queryKeys.adminProducts.all, 'detail', viewer, id] as const,
    audit: (viewer: Viewer, id: number, page: number) =>
      [...queryKeys.adminProducts.all, 'audit', id, viewer, page] as const,
  },
  // A customer's own records: keyed by who asks too, so another sign-in never sees them.
  cart: {
    all: ['cart'] as const,
    detail: (viewer: Viewer) => [...queryKeys.cart.all, viewer] as const,
  },
  wishlist: {
    all: ['wishlist'] as const,
    detail: (viewer: Viewer) => [...queryKeys.wishlist.all, viewer] as const,
  },
  quotes: {
    all: ['quotes'] as const,
    lists: () => [...queryKeys.quotes.all, 'list'] as const,
    list: (viewer: Viewer, page: number) => [...queryKeys.quotes.lists(), viewer, page] as const,
    details: () => [...queryKeys.quotes.all, 'detail'] as const,
    detail: (viewer: Viewer, id: number) => [...queryKeys.quotes.details(), viewer, id] as const,
  },
  // Who asks too: a sign-out and another sign-in in this tab must never see the cached account.
  account: {
    all: ['account'] as const,
    detail: (viewer: Viewer, id: number) => [...queryKeys.account.all, viewer, id] as const,
  },
  // 'Mi empresa': the members and invitations its administrator reads.
  company: {
    all: ['company'] as const,
    people: (viewer: Viewer) => [...queryKeys.company.all, 'people', viewer] as const,
    // The invitation link's preview, read by whoever opens it, signed in or not.
    invitation: (token: string | null) => [...queryKeys.company.all, 'invitation', token] as const,
  },
  // The dashboard's clients screens (ADMIN_CLIENTS): keyed by the staff member who reads them.
  clients: {
    all: ['clients'] as const,
    lists: () => [...queryKeys.clients.all, 'list'] as const,
    list: (viewer: Viewer, query: Record<string, string>) =>
      [...queryKeys.clients.lists(), viewer, query] as const,
    detail: (viewer: Viewer, id: number) =>
      [...queryKeys.clients.all, 'detail', viewer, id] as const,
    audits: (id: number) => [...queryKeys.clients.all, 'audit', id] as const,
    audit: (viewer: Viewer, id: number, page: number) =>
      [...queryKeys.clients.audits(id), viewer, page] as const,
    rut: (viewer: Viewer, uuid: string) => [...queryKeys.clients.all, 'rut', viewer, uuid] as const,
    rutProposal: (viewer: Viewer, id: number) =>
      [...queryKeys.clients.all, 'rut-proposal', viewer, id] as const,
    credit: (viewer: Viewer, id: number) =>
      [...queryKeys.clients.all, 'credit', viewer, id] as const,
    members: (viewer: Viewer, id: number) =>
      [...queryKeys.clients.all, 'members', viewer, id] as const,
  },
  // The customer's payment methods and credit line (GET /api/pay-methods).
  payOptions: {
    all: ['pay-options'] as const,
    detail: (viewer: Viewer) => [...queryKeys.payOptions.all, viewer] as const,
  },
  // Cartera (ADMIN_PAYMENTS): what the companies owe on credit, by the staff member who reads it.
  receivables: {
    all: ['receivables'] as const,
    list: (viewer: Viewer) => [...queryKeys.receivables.all, 'list', viewer] as const,
    detail: (viewer: Viewer, id: number) =>
      [...queryKeys.receivables.all, 'detail', viewer, id] as const,
  },
  orders: {
    all: ['orders'] as const,
    lists: () => [...queryKeys.orders.all, 'list'] as const,
    list: (viewer: Viewer, page: number) => [...queryKeys.orders.lists(), viewer, page] as const,
    details: () => [...queryKeys.orders.all, 'detail'] as const,
    detail: (viewer: Viewer, id: number) => [...queryKeys.orders.details(), viewer, id] as const,
    // How one order stands on money (its return page from the gateway, its "Pagar" buttons).
    payment: (viewer: Viewer, id: number) =>
      [...queryKeys.orders.all, 'payment', viewer, id] as const,
  },
  // The "Pagos" screen (ADMIN_PAYMENTS): every order's money, keyed by the staff member who reads it.
  payments: {
    all: ['payments'] as const,
    lists: () => [...queryKeys.payments.all, 'list'] as const,
    list: (viewer: Viewer, query: Record<string, string>) =>
      [...queryKeys.payments.lists(), viewer, query] as const,
    detail: (viewer: Viewer, id: number) =>
      [...queryKeys.payments.all, 'detail', viewer, id] as const,
  },
  // The stock monitor and the image library (ADMIN_STOCK; ADMIN_IMAGES and the forms with an
  // image picker): shop-wide lists.
  lowStock: {
    all: ['low-stock'] as const,
    list: (query: Record<string, string>) => [...queryKeys.lowStock.all, query] as const,
  },
  images: {
    all: ['images'] as const,
    list: (page: number) => [...queryKeys.images.all, 'list', page] as const,
  },
  // The configuration page (ADMIN_CONFIG): the full settings, read by the staff member who edits them.
  adminConfig: {
    all: ['admin-config'] as const,
    detail: (viewer: Viewer) => [...queryKeys.adminConfig.all, 'detail', viewer] as const,
    audit: (viewer: Viewer, page: number) =>
      [...queryKeys.adminConfig.all, 'audit', viewer, page] as const,
  },
  // The dated tax rules (ADMIN_CONFIG): Configuración › Impuestos, and the product form's caps.
  taxRules: {
    all: ['tax-rules'] as const,
    detail: (viewer: Viewer) => [...queryKeys.taxRules.all, 'detail', viewer] as const,
    audit: (viewer: Viewer, page: number) =>
      [...queryKeys.taxRules.all, 'audit', viewer, page] as const,
  },
  // Transfer receipts: one order's for its customer (keyed by who asks), and staff's review list.
  transferReceipts: {
    all: ['transfer-receipts'] as const,
    order: (viewer: Viewer, orderId: number) =>
      [...queryKeys.transferReceipts.all, 'order', viewer, orderId] as const,
    pendings: () => [...queryKeys.transferReceipts.all, 'pending'] as const,
    pending: (viewer: Viewer, page: number) =>
      [...queryKeys.transferReceipts.pendings(), viewer, page] as const,
  },
  // The Resumen's figures: which of them come back depends on the reader's permissions.
  dashboardSummary: (viewer: Viewer) => ['dashboard-summary', viewer] as const,
  // Shop-wide figures of the dashboard: the same for every administrator who may read them.
  reports: {
    all: ['reports'] as const,
    salesSummary: (query: { period: string; date: string }) =>
      [...queryKeys.reports.all, 'sales-summary', query] as const,
  },
};
