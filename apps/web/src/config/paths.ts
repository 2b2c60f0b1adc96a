/**
 * Every route of the SPA: `path` for the router, `getHref` for links and navigation, so no
 * component spells a URL (STYLE.md habit 4). Spanish segments follow the spec's routes.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  user: { path: '/user', getHref: () => '/user' },
  account: { path: '/user/:id', getHref: (id: number) => `/user/${id}` },
  forgottenPassword: {
    path: '/user/forgotten-password',
    getHref: () => '/user/forgotten-password',
  },
  search: {
    path: '/search/:term',
    getHref: (term: string) => `/search/${encodeURIComponent(term)}`,
  },
  cart: { path: '/shopping-cart', getHref: () => '/shopping-cart' },
  wishlist: { path: '/wishlist', getHref: () => '/wishlist' },
  orders: { path: '/orders', getHref: () => '/orders' },
  quotes: { path: '/quotes', getHref: () => '/quotes' },
  dashboard: { path: '/dashboard/*', getHref: () => '/dashboard' },
} as const;
