/**
 * Which writes change what the catalogue answers show (GET /api/products, /api/products/{id}):
 * after a successful one the catalogue version moves on and every cached answer is dropped. Every
 * other write the API has is listed as not touching it; catalogue-writes.test.ts fails on a route
 * in neither list, so a new write is classified the day it is added.
 */
export const CATALOGUE_WRITES: ReadonlySet<string> = new Set([
  // Products and their stock, one by one or from the Excel sheet.
  'POST /api/products',
  'PATCH /api/products/:id',
  'DELETE /api/products/:id',
  'POST /api/products/upload',
  // Orders and converted quotes take stock; an order's status can give it back.
  'POST /api/order',
  'POST /api/convert-quote',
  'PATCH /api/order/:id',
  // Names shown on every card.
  'POST /api/brand',
  'PATCH /api/brand/:id',
  'DELETE /api/brand/:id',
  'POST /api/category',
  'DELETE /api/category/:id',
  // The client types' percentages and the seller (prices, IVA), and the dated tax rules.
  'PATCH /api/config',
  'PUT /api/tax-rules',
]);

export const NOT_CATALOGUE_WRITES: ReadonlySet<string> = new Set([
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/change-password',
  'POST /api/auth/password-request',
  'POST /api/auth/password-response',
  // A client's type changes the prices that client sees: read from its session on each request.
  'PATCH /api/auth/update/:id',
  'PATCH /api/profile',
  'POST /api/auth/:id/type-request',
  'POST /api/auth/register',
  'POST /api/roles',
  'PATCH /api/roles/:id',
  'DELETE /api/roles/:id',
  'POST /api/files/rut',
  'POST /api/config/test-mail',
  'POST /api/contents',
  'PATCH /api/contents/:id',
  'DELETE /api/contents/:id',
  'POST /api/contents/:id/move',
  'POST /api/pages',
  'PATCH /api/pages/:slug',
  'DELETE /api/pages/:slug',
  // A new image file; a product shows it only once a product write names it.
  'POST /api/files/product',
  // The preview's problems as a sheet: nothing is written.
  'POST /api/products/upload/report',
  'PATCH /api/shopping-cart/add',
  'PATCH /api/shopping-cart/remove',
  'PATCH /api/wishlists/add/:id',
  'PATCH /api/wishlists/remove/:id',
  // A quote holds no stock.
  'POST /api/quote',
]);
