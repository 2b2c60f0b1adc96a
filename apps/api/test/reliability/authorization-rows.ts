import * as XLSX from '@e965/xlsx';
import { ADMIN_PERMISSIONS, bogotaDate, COLOMBIAN_TAX_RULES, type Permission } from '@shop/shared';
import { companyPayload, multipart, pdfBytes } from '../factories';
import { PNG_IMAGE } from '../image-fixtures';
import { uploadRut, type Account, type Records } from './authorization-records';
import type { FastifyInstance } from 'fastify';

/**
 * The rows of the authorization matrix: one per route of the route table, in the order they are
 * called (a later row may find what an earlier one did: customer A's order empties his cart).
 */

/** Who may call a route, as the route table must state it (`x-permissions`). */
export type Guard =
  /** Anyone: the answer is the same for every caller. */
  | 'public'
  /** Any session, whatever its permissions. */
  | 'signed-in'
  /** One of these permissions. */
  | readonly Permission[];

export type Actor =
  | 'anonymous'
  | 'bad token'
  | 'customer A'
  | 'consulta of A'
  | 'customer B'
  | 'colleague of B'
  | 'staff, other permissions'
  | 'staff, route permission';

export interface Caller {
  actor: Actor;
  account?: Account;
  /** The permissions a staff caller holds. */
  permissions?: readonly Permission[];
}

export interface MatrixRequest {
  url: string;
  payload?: unknown;
  /** A body that is not JSON (a multipart upload), or an Idempotency-Key. */
  headers?: Record<string, string>;
}

export interface Row {
  guard: Guard;
  request(r: Records, caller: Caller, app: FastifyInstance): MatrixRequest | Promise<MatrixRequest>;
  /** The answer to whom the route is for: everyone (public), the owner A, staff holding the permission. */
  ok: number;
  /**
   * Customer B's answer on a customer route. Default 404: A's order, quote, PDF, RUT or account
   * does not exist for B. A route that acts on the caller's own cart, wishlist or profile answers B
   * about his own, and `ownerView` shows A's side did not move.
   */
  otherCustomer?: number;
  /**
   * A's colleague with the consulta role, where it differs from A's answer: he reads the company's
   * documents but never buys or pays (403), and manages no members (403).
   */
  consultaOfA?: number;
  /** B's colleague, a comprador, where he differs from B: he manages no members (403). */
  colleagueOfB?: number;
  /** Staff holding the permission, where it differs from the owner's answer. */
  staff?: number;
  /** What A reads of his side before and after B's call: B's call must not change it. */
  ownerView?: (r: Records) => string;
  /** The call ends the caller's session (sign out): it is made with a session of its own. */
  endsSession?: boolean;
  /** A 2xx answer renews the caller's session and password (a password change). */
  renewsSession?: boolean;
}

const at = (url: string) => (): MatrixRequest => ({ url });

const MATRIX_ADDRESS = {
  siteName: 'Sede matriz',
  address: 'Carrera 7 # 71-21',
  location: { municipalityDaneCode: '11001' },
  contactName: 'Recibe Matriz',
  contactPhone: '3001234567',
};

/** A product sheet whose one row names a brand that does not exist: a preview with one error. */
function templateLikeWorkbook(): Buffer {
  const book = XLSX.utils.book_new();
  const header = [
    'SKU',
    'Nombre',
    'Modelo',
    'Marca',
    'Categoría',
    'Descripción',
    'Características',
  ];
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([
      [...header, 'Precio (COP)', 'IVA (%)', 'Stock', 'Imagen principal (URL)'],
      [
        'MATRIZ-1',
        'Producto',
        'M1',
        'Sin marca',
        'Redes',
        'Texto',
        'Una',
        1000,
        19,
        1,
        'https://example.com/a.png',
      ],
    ]),
    'Productos',
  );
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

const isStaff = (caller: Caller) => caller.actor.startsWith('staff');
let sequence = 0;

/** The storefront's catalogue and site data: prices only for a signed-in caller. */
const CATALOGUE: Record<string, Row> = {
  'GET /api/brand': { guard: 'public', ok: 200, request: at('/api/brand') },
  'GET /api/brand/{id}': {
    guard: 'public',
    ok: 200,
    request: (r) => ({ url: `/api/brand/${r.brand}` }),
  },
  'GET /api/category': { guard: 'public', ok: 200, request: at('/api/category') },
  'GET /api/category/{id}': {
    guard: 'public',
    ok: 200,
    request: (r) => ({ url: `/api/category/${r.category}` }),
  },
  'GET /api/config': { guard: 'public', ok: 200, request: at('/api/config') },
  'GET /api/contents': { guard: 'public', ok: 200, request: at('/api/contents') },
  'GET /api/contents/{id}': {
    guard: 'public',
    ok: 200,
    request: (r) => ({ url: `/api/contents/${r.contentToEdit}` }),
  },
  'GET /api/files/content/{name}': {
    guard: 'public',
    ok: 200,
    request: (r) => ({ url: `/api/files/content/${r.contentImage}` }),
  },
  'GET /api/files/product/{name}': {
    guard: 'public',
    ok: 200,
    request: (r) => ({ url: `/api/files/product/${r.productImage}` }),
  },
  'GET /api/municipalities': { guard: 'public', ok: 200, request: at('/api/municipalities') },
  'GET /api/pages/{slug}': { guard: 'public', ok: 200, request: at('/api/pages/matriz-editable') },
  'GET /api/products': { guard: 'public', ok: 200, request: at('/api/products?limit=50') },
  'GET /api/products/{id}': {
    guard: 'public',
    ok: 200,
    request: (r) => ({ url: `/api/products/${r.productA}` }),
  },
  'GET /api/trm': { guard: 'public', ok: 200, request: at('/api/trm') },
};

/** Signing in and out, registering (with its RUT upload) and recovering a password. */
const SESSIONS: Record<string, Row> = {
  'POST /api/auth/login': {
    guard: 'public',
    ok: 200,
    request: (r) => ({
      url: '/api/auth/login',
      payload: { email: r.loginUser.email, password: r.loginUser.password },
    }),
  },
  'POST /api/auth/logout': {
    guard: 'public',
    ok: 200,
    endsSession: true,
    request: at('/api/auth/logout'),
  },
  'POST /api/auth/password-request': {
    guard: 'public',
    ok: 200,
    request: (r) => ({ url: '/api/auth/password-request', payload: { email: r.customerA.email } }),
  },
  // A made-up recovery token: refused alike for every caller, whoever is signed in.
  'POST /api/auth/password-response': {
    guard: 'public',
    ok: 400,
    request: () => ({
      url: '/api/auth/password-response',
      payload: { token: 'a'.repeat(64), password: 'Nueva2026Clave' },
    }),
  },
  'POST /api/auth/register': {
    guard: 'public',
    ok: 201,
    request: async (_r, _caller, app) => ({
      url: '/api/auth/register',
      payload: companyPayload({ urlRUT: await uploadRut(app) }),
    }),
  },
  // A link nobody was mailed: refused alike, whoever opens it.
  'POST /api/company-invitations/preview': {
    guard: 'public',
    ok: 400,
    request: () => ({
      url: '/api/company-invitations/preview',
      payload: { token: 'b'.repeat(43) },
    }),
  },
  'POST /api/company-invitations/accept': {
    guard: 'public',
    ok: 400,
    request: () => ({
      url: '/api/company-invitations/accept',
      payload: {
        token: 'b'.repeat(43),
        fullName: 'Invitada Matriz',
        identificationNumber: '1020304050',
        contactPhone: '3001234567',
        position: 'Compras',
        password: 'Compras2026',
        dataTreatmentAuthorization: true,
      },
    }),
  },
  'POST /api/files/rut': {
    guard: 'public',
    ok: 201,
    request: () => ({
      url: '/api/files/rut',
      ...multipart('rutFile', 'rut.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n')),
    }),
  },
  'GET /api/auth/user/verify': {
    guard: 'signed-in',
    ok: 200,
    request: at('/api/auth/user/verify'),
  },
  'POST /api/auth/change-password': {
    guard: 'signed-in',
    ok: 200,
    renewsSession: true,
    request: (_r, caller) => ({
      url: '/api/auth/change-password',
      payload: {
        oldPassword: caller.account?.password ?? 'Clave12345',
        newPassword: `Matriz${++sequence}Clave`,
      },
    }),
  },
};

/**
 * Customer A's own records and the routes that act on the caller's own cart, wishlist and
 * profile. B calls them with A's ids, and with A's Idempotency-Key.
 */
const CUSTOMER: Record<string, Row> = {
  'GET /api/auth/{id}': {
    guard: ['USER', 'ADMIN_CLIENTS'],
    consultaOfA: 404,
    ok: 200,
    request: (r) => ({ url: `/api/auth/${r.customerA.id}` }),
  },
  'PATCH /api/auth/update/{id}': {
    guard: ['USER', 'ADMIN_CLIENTS'],
    consultaOfA: 404,
    ok: 200,
    request: (r, caller) => ({
      url: `/api/auth/update/${r.customerA.id}`,
      payload: isStaff(caller)
        ? { clientStatus: 'ACTIVE', comments: 'RUT verificado' }
        : { clientType: 'TECHNICAL' },
    }),
  },
  'PATCH /api/profile': {
    guard: ['USER'],
    ok: 200,
    otherCustomer: 200,
    ownerView: (r) => `/api/auth/${r.customerA.id}`,
    request: () => ({ url: '/api/profile', payload: { primaryAddress: 'Carrera 7 # 71-21' } }),
  },
  'GET /api/files/rut/{uuid}': {
    guard: ['USER', 'ADMIN_CLIENTS'],
    consultaOfA: 404,
    ok: 200,
    request: (r) => ({ url: `/api/files/rut/${r.rutA}` }),
  },
  'GET /api/shopping-cart': {
    guard: ['USER'],
    ok: 200,
    otherCustomer: 200,
    request: at('/api/shopping-cart'),
  },
  'PATCH /api/shopping-cart/add': {
    guard: ['USER'],
    ok: 200,
    otherCustomer: 200,
    ownerView: () => '/api/shopping-cart',
    request: (r) => ({
      url: '/api/shopping-cart/add',
      payload: { items: [{ productId: r.productA, quantity: 1 }] },
    }),
  },
  'PATCH /api/shopping-cart/quick-order': {
    guard: ['USER'],
    ok: 200,
    otherCustomer: 200,
    ownerView: () => '/api/shopping-cart',
    // A's product by its code (authorization-records.ts), in whoever's own cart.
    request: () => ({
      url: '/api/shopping-cart/quick-order',
      payload: { lines: [{ sku: 'MATRIZ-A', quantity: 1 }] },
    }),
  },
  'PATCH /api/shopping-cart/remove': {
    guard: ['USER'],
    ok: 200,
    otherCustomer: 200,
    ownerView: () => '/api/shopping-cart',
    request: (r) => ({
      url: '/api/shopping-cart/remove',
      payload: { items: [{ productId: r.productA, quantity: 1 }] },
    }),
  },
  'GET /api/wishlists': {
    guard: ['USER'],
    ok: 200,
    otherCustomer: 200,
    request: at('/api/wishlists'),
  },
  'PATCH /api/wishlists/add/{id}': {
    guard: ['USER'],
    ok: 200,
    otherCustomer: 200,
    ownerView: () => '/api/wishlists',
    request: (r) => ({ url: `/api/wishlists/add/${r.productB}` }),
  },
  'PATCH /api/wishlists/remove/{id}': {
    guard: ['USER'],
    ok: 200,
    otherCustomer: 200,
    ownerView: () => '/api/wishlists',
    request: (r) => ({ url: `/api/wishlists/remove/${r.productA}` }),
  },
  'GET /api/quote': { guard: ['USER'], ok: 200, otherCustomer: 200, request: at('/api/quote') },
  'GET /api/order': { guard: ['USER'], ok: 200, otherCustomer: 200, request: at('/api/order') },
  'GET /api/quote/{id}': {
    guard: ['USER', 'ADMIN_ORDERS'],
    ok: 200,
    request: (r) => ({ url: `/api/quote/${r.quoteA}` }),
  },
  'GET /api/order/{id}': {
    guard: ['USER', 'ADMIN_ORDERS'],
    ok: 200,
    request: (r) => ({ url: `/api/order/${r.orderA}` }),
  },
  'GET /api/orders/{id}': {
    guard: ['USER'],
    ok: 200,
    request: (r) => ({ url: `/api/orders/${r.orderA}` }),
  },
  'POST /api/orders/{id}/repeat': {
    guard: ['USER'],
    ok: 200,
    // The owner's cart takes the order's products again; B is told it does not exist.
    ownerView: () => '/api/shopping-cart',
    request: (r) => ({ url: `/api/orders/${r.orderA}/repeat` }),
  },
  'GET /api/quotes/{id}': {
    guard: ['USER'],
    ok: 200,
    request: (r) => ({ url: `/api/quotes/${r.quoteA}` }),
  },
  'GET /api/quotes/{id}/reprice': {
    guard: ['USER'],
    consultaOfA: 403,
    ok: 200,
    request: (r) => ({ url: `/api/quotes/${r.expiredQuoteA}/reprice` }),
  },
  // B quotes and orders his own cart: A's lists must not move, and A's key must not replay A's order.
  'POST /api/quote': {
    guard: ['USER'],
    consultaOfA: 403,
    ok: 201,
    otherCustomer: 201,
    ownerView: () => '/api/quote',
    request: at('/api/quote'),
  },
  'POST /api/order': {
    guard: ['USER'],
    consultaOfA: 403,
    ok: 201,
    otherCustomer: 201,
    ownerView: () => '/api/order',
    request: () => ({
      url: '/api/order',
      payload: { payMethod: 'BANK_TRANSFER' },
      headers: { 'idempotency-key': 'matriz-orden-de-A' },
    }),
  },
  'GET /api/pay-methods': {
    guard: ['USER'],
    ok: 200,
    otherCustomer: 200,
    request: at('/api/pay-methods'),
  },
  'GET /api/orders/{id}/payment': {
    guard: ['USER'],
    ok: 200,
    request: (r) => ({ url: `/api/orders/${r.orderA}/payment` }),
  },
  // A's order is paid by transfer, so A is told it is not paid online; B is told it does not exist.
  'POST /api/orders/{id}/payments': {
    guard: ['USER'],
    consultaOfA: 403,
    ok: 409,
    request: (r) => ({ url: `/api/orders/${r.orderA}/payments` }),
  },
  // No gateway keys in the matrix's shop: the owner is told online payments are off.
  'POST /api/orders/{id}/payment/confirm': {
    guard: ['USER'],
    ok: 409,
    request: (r) => ({
      url: `/api/orders/${r.orderA}/payment/confirm`,
      payload: { transactionId: '1234-1610641025-49201' },
    }),
  },
  'GET /api/orders/{id}/transfer-receipts': {
    guard: ['USER'],
    ok: 200,
    request: (r) => ({ url: `/api/orders/${r.orderA}/transfer-receipts` }),
  },
  // B's upload to A's order must leave A's receipts as they were.
  'POST /api/orders/{id}/transfer-receipts': {
    guard: ['USER'],
    consultaOfA: 403,
    ok: 201,
    ownerView: (r) => `/api/orders/${r.orderA}/transfer-receipts`,
    request: (r) => ({
      url: `/api/orders/${r.orderA}/transfer-receipts`,
      ...multipart('receiptFile', 'comprobante.pdf', 'application/pdf', pdfBytes()),
    }),
  },
  'GET /api/orders/{id}/transfer-receipts/{receiptId}': {
    guard: ['USER'],
    ok: 200,
    request: (r) => ({ url: `/api/orders/${r.orderA}/transfer-receipts/${r.receiptA}` }),
  },
  // Public but gated by the checksum: an unsigned event is refused whoever sends it.
  'POST /api/payments/wompi/events': {
    guard: 'public',
    ok: 400,
    request: () => ({
      url: '/api/payments/wompi/events',
      payload: { event: 'transaction.updated' },
    }),
  },
  // Company A's people (ADR 017): B administers his own company, never A's.
  'GET /api/company/members': {
    guard: ['USER'],
    ok: 200,
    otherCustomer: 200,
    consultaOfA: 403,
    colleagueOfB: 403,
    request: at('/api/company/members'),
  },
  'POST /api/company/invitations': {
    guard: ['USER'],
    ok: 201,
    otherCustomer: 201,
    consultaOfA: 403,
    colleagueOfB: 403,
    ownerView: () => '/api/company/members',
    request: (_r, caller) => ({
      url: '/api/company/invitations',
      payload: {
        email: `invitado-${caller.actor.replace(/\W/g, '')}@empresa.co`,
        role: 'CONSULTA',
      },
    }),
  },
  'DELETE /api/company/invitations/{id}': {
    guard: ['USER'],
    ok: 200,
    consultaOfA: 403,
    colleagueOfB: 403,
    ownerView: () => '/api/company/members',
    request: (r) => ({ url: `/api/company/invitations/${r.invitationA}` }),
  },
  'PATCH /api/company/members/{userId}': {
    guard: ['USER'],
    ok: 200,
    consultaOfA: 403,
    colleagueOfB: 403,
    ownerView: () => '/api/company/members',
    request: (r) => ({ url: `/api/company/members/${r.memberA}`, payload: { role: 'APROBADOR' } }),
  },
  'DELETE /api/company/members/{userId}': {
    guard: ['USER'],
    ok: 200,
    consultaOfA: 403,
    colleagueOfB: 403,
    ownerView: () => '/api/company/members',
    request: (r) => ({ url: `/api/company/members/${r.memberToRemoveA}` }),
  },
  // Every member reads the company's addresses; B reads his own company's.
  'GET /api/company/addresses': {
    guard: ['USER'],
    ok: 200,
    otherCustomer: 200,
    colleagueOfB: 200,
    request: at('/api/company/addresses'),
  },
  'POST /api/company/addresses': {
    guard: ['USER'],
    ok: 201,
    otherCustomer: 201,
    consultaOfA: 403,
    colleagueOfB: 403,
    ownerView: () => '/api/company/addresses',
    request: () => ({ url: '/api/company/addresses', payload: MATRIX_ADDRESS }),
  },
  'PUT /api/company/addresses/{id}': {
    guard: ['USER'],
    ok: 200,
    consultaOfA: 403,
    colleagueOfB: 403,
    ownerView: () => '/api/company/addresses',
    request: (r) => ({ url: `/api/company/addresses/${r.addressA}`, payload: MATRIX_ADDRESS }),
  },
  'DELETE /api/company/addresses/{id}': {
    guard: ['USER'],
    ok: 200,
    consultaOfA: 403,
    colleagueOfB: 403,
    ownerView: () => '/api/company/addresses',
    request: (r) => ({ url: `/api/company/addresses/${r.addressA}` }),
  },
  // After A converted it: B still gets 404, not the 409 that would tell him it exists.
  'POST /api/convert-quote': {
    guard: ['USER'],
    consultaOfA: 403,
    ok: 201,
    ownerView: () => '/api/order',
    request: (r) => ({
      url: '/api/convert-quote',
      payload: { id: r.quoteA, payMethod: 'BANK_TRANSFER' },
      headers: { 'idempotency-key': 'matriz-conversion-de-A' },
    }),
  },
};

/** The dashboard: by the permission the contract gives each screen (docs/architecture.md, "Contract: permissions"). */
const DASHBOARD: Record<string, Row> = {
  'GET /api/auth': { guard: ['ADMIN_CLIENTS'], ok: 200, request: at('/api/auth?limit=1') },
  'GET /api/auth/{id}/members': {
    guard: ['ADMIN_CLIENTS'],
    ok: 200,
    request: (r) => ({ url: `/api/auth/${r.customerA.id}/members` }),
  },
  'PATCH /api/auth/{id}/members/{userId}': {
    guard: ['ADMIN_CLIENTS'],
    ok: 200,
    request: (r) => ({
      url: `/api/auth/${r.customerA.id}/members/${r.consultaOfA.id}`,
      payload: { active: true },
    }),
  },
  'GET /api/auth/{id}/audit': {
    guard: ['ADMIN_CLIENTS'],
    ok: 200,
    request: (r) => ({ url: `/api/auth/${r.customerA.id}/audit` }),
  },
  'POST /api/auth/{id}/type-request': {
    guard: ['ADMIN_CLIENTS'],
    ok: 200,
    request: (r) => ({
      url: `/api/auth/${r.client}/type-request`,
      payload: { approve: false, comments: 'Falta el soporte' },
    }),
  },
  'POST /api/auth/{id}/municipality-request': {
    guard: ['ADMIN_CLIENTS'],
    ok: 200,
    request: (r) => ({
      url: `/api/auth/${r.client}/municipality-request`,
      payload: { approve: false, comments: 'Falta el RUT actualizado' },
    }),
  },
  'GET /api/auth/{id}/rut-proposal': {
    guard: ['ADMIN_CLIENTS'],
    ok: 200,
    request: (r) => ({ url: `/api/auth/${r.client}/rut-proposal` }),
  },
  // The client has no RUT read, so staff are told so (404): what is checked here is the guard.
  'POST /api/auth/{id}/rut-proposal': {
    guard: ['ADMIN_CLIENTS'],
    ok: 404,
    request: (r) => ({
      url: `/api/auth/${r.client}/rut-proposal`,
      payload: { comments: 'RUT revisado' },
    }),
  },
  'GET /api/auth/{id}/credit': {
    guard: ['ADMIN_CLIENTS'],
    ok: 200,
    request: (r) => ({ url: `/api/auth/${r.client}/credit` }),
  },
  'PUT /api/auth/{id}/credit': {
    guard: ['ADMIN_CLIENTS'],
    ok: 200,
    request: (r) => ({
      url: `/api/auth/${r.client}/credit`,
      payload: { limit: 5_000_000, termDays: 30, status: 'ACTIVE', reason: 'Cupo de la matriz' },
    }),
  },
  // Client admins read the roles they assign.
  'GET /api/roles': { guard: ['ADMIN_ROLES', 'ADMIN_CLIENTS'], ok: 200, request: at('/api/roles') },
  'GET /api/roles/{id}/audit': {
    guard: ['ADMIN_ROLES'],
    ok: 200,
    request: (r) => ({ url: `/api/roles/${r.roleToEdit}/audit` }),
  },
  'POST /api/roles': {
    guard: ['ADMIN_ROLES'],
    ok: 201,
    request: () => ({
      url: '/api/roles',
      payload: { name: 'Matriz', permissions: ['ADMIN_STOCK'] },
    }),
  },
  'PATCH /api/roles/{id}': {
    guard: ['ADMIN_ROLES'],
    ok: 200,
    request: (r) => ({ url: `/api/roles/${r.roleToEdit}`, payload: { description: 'Cambiada' } }),
  },
  'DELETE /api/roles/{id}': {
    guard: ['ADMIN_ROLES'],
    ok: 204,
    request: (r) => ({ url: `/api/roles/${r.roleToDelete}` }),
  },
  'GET /api/history': { guard: ['ADMIN_ORDERS'], ok: 200, request: at('/api/history') },
  'GET /api/payments': { guard: ['ADMIN_PAYMENTS'], ok: 200, request: at('/api/payments') },
  'GET /api/payments/{id}': {
    guard: ['ADMIN_PAYMENTS'],
    ok: 200,
    request: (r) => ({ url: `/api/payments/${r.orderA}` }),
  },
  // A's order owes no refund: staff are told so (409); what is checked here is the guard.
  'POST /api/payments/{id}/refund': {
    guard: ['ADMIN_PAYMENTS'],
    ok: 409,
    request: (r) => ({
      url: `/api/payments/${r.orderA}/refund`,
      payload: { note: 'Transferencia de devolución 123' },
    }),
  },
  'GET /api/transfer-receipts': {
    guard: ['ADMIN_PAYMENTS'],
    ok: 200,
    request: at('/api/transfer-receipts'),
  },
  'GET /api/transfer-receipts/{id}': {
    guard: ['ADMIN_PAYMENTS'],
    ok: 200,
    request: (r) => ({ url: `/api/transfer-receipts/${r.receiptA}` }),
  },
  'POST /api/transfer-receipts/{id}/confirm': {
    guard: ['ADMIN_PAYMENTS'],
    ok: 200,
    request: (r) => ({
      url: `/api/transfer-receipts/${r.receiptA}/confirm`,
      payload: { amount: 1_000, receivedOn: bogotaDate(), reason: 'Visto en el extracto' },
    }),
  },
  'POST /api/transfer-receipts/{id}/reject': {
    guard: ['ADMIN_PAYMENTS'],
    ok: 200,
    request: (r) => ({
      url: `/api/transfer-receipts/${r.receiptToReject}/reject`,
      payload: { reason: 'El comprobante es de otra orden' },
    }),
  },
  // A's order is paid by transfer, not on credit: staff are told so (409); the guard is checked.
  'POST /api/payments/{id}/received': {
    guard: ['ADMIN_PAYMENTS'],
    ok: 409,
    request: (r) => ({
      url: `/api/payments/${r.orderA}/received`,
      payload: { amount: 1_000, receivedOn: '2026-01-02', reason: 'Consignación 123' },
    }),
  },
  'GET /api/receivables': { guard: ['ADMIN_PAYMENTS'], ok: 200, request: at('/api/receivables') },
  // The client was granted a line by the PUT above.
  'GET /api/receivables/{id}': {
    guard: ['ADMIN_PAYMENTS'],
    ok: 200,
    request: (r) => ({ url: `/api/receivables/${r.client}` }),
  },
  'GET /api/orders/{id}/admin': {
    guard: ['ADMIN_ORDERS'],
    ok: 200,
    request: (r) => ({ url: `/api/orders/${r.orderA}/admin` }),
  },
  'GET /api/quotes/{id}/admin': {
    guard: ['ADMIN_ORDERS'],
    ok: 200,
    request: (r) => ({ url: `/api/quotes/${r.quoteA}/admin` }),
  },
  'GET /api/order/{id}/audit': {
    guard: ['ADMIN_ORDERS'],
    ok: 200,
    request: (r) => ({ url: `/api/order/${r.orderA}/audit` }),
  },
  'PATCH /api/order/{id}': {
    guard: ['ADMIN_ORDERS'],
    ok: 200,
    request: (r) => ({ url: `/api/order/${r.orderA}`, payload: { status: 'SENT' } }),
  },
  'GET /api/category/admin': { guard: ['ADMIN_TAGS'], ok: 200, request: at('/api/category/admin') },
  'POST /api/category': {
    guard: ['ADMIN_TAGS'],
    ok: 201,
    request: () => ({ url: '/api/category', payload: { name: 'Matriz', level: 1 } }),
  },
  'GET /api/category/{id}/audit': {
    guard: ['ADMIN_TAGS'],
    ok: 200,
    request: (r) => ({ url: `/api/category/${r.categoryToDelete}/audit` }),
  },
  'PATCH /api/category/{id}': {
    guard: ['ADMIN_TAGS'],
    ok: 200,
    request: (r) => ({ url: `/api/category/${r.categoryToEdit}`, payload: { name: 'Renombrada' } }),
  },
  'DELETE /api/category/{id}': {
    guard: ['ADMIN_TAGS'],
    ok: 204,
    request: (r) => ({ url: `/api/category/${r.categoryToDelete}` }),
  },
  'GET /api/brand/admin': { guard: ['ADMIN_BRANDS'], ok: 200, request: at('/api/brand/admin') },
  'POST /api/brand': {
    guard: ['ADMIN_BRANDS'],
    ok: 201,
    request: () => ({ url: '/api/brand', payload: { name: 'Matriz' } }),
  },
  'PATCH /api/brand/{id}': {
    guard: ['ADMIN_BRANDS'],
    ok: 200,
    request: (r) => ({ url: `/api/brand/${r.brandToEdit}`, payload: { title: 'Cambiado' } }),
  },
  'DELETE /api/brand/{id}': {
    guard: ['ADMIN_BRANDS'],
    ok: 204,
    request: (r) => ({ url: `/api/brand/${r.brandToDelete}` }),
  },
  'GET /api/brand/{id}/audit': {
    guard: ['ADMIN_BRANDS'],
    ok: 200,
    request: (r) => ({ url: `/api/brand/${r.brandToEdit}/audit` }),
  },
  'POST /api/contents': {
    guard: ['ADMIN_CONTENTS'],
    ok: 201,
    request: () => ({
      url: '/api/contents',
      payload: {
        name: 'Matriz nueva',
        content: [{ name: 'G', isHighlighted: false, contents: [] }],
      },
    }),
  },
  'PATCH /api/contents/{id}': {
    guard: ['ADMIN_CONTENTS'],
    ok: 200,
    request: (r) => ({
      url: `/api/contents/${r.contentToEdit}`,
      payload: { name: 'Matriz cambiada' },
    }),
  },
  'POST /api/contents/{id}/move': {
    guard: ['ADMIN_CONTENTS'],
    ok: 200,
    request: (r) => ({
      url: `/api/contents/${r.contentToEdit}/move`,
      payload: { direction: 'down' },
    }),
  },
  'DELETE /api/contents/{id}': {
    guard: ['ADMIN_CONTENTS'],
    ok: 204,
    request: (r) => ({ url: `/api/contents/${r.contentToDelete}` }),
  },
  'GET /api/contents/{id}/audit': {
    guard: ['ADMIN_CONTENTS'],
    ok: 200,
    request: (r) => ({ url: `/api/contents/${r.contentToEdit}/audit` }),
  },
  'GET /api/pages': { guard: ['ADMIN_CONTENTS'], ok: 200, request: at('/api/pages') },
  'POST /api/pages': {
    guard: ['ADMIN_CONTENTS'],
    ok: 201,
    request: () => ({
      url: '/api/pages',
      payload: { slug: 'matriz-nueva', title: 'Matriz', body: '<p>Texto</p>' },
    }),
  },
  'PATCH /api/pages/{slug}': {
    guard: ['ADMIN_CONTENTS'],
    ok: 200,
    request: () => ({ url: '/api/pages/matriz-editable', payload: { title: 'Cambiada' } }),
  },
  'DELETE /api/pages/{slug}': {
    guard: ['ADMIN_CONTENTS'],
    ok: 204,
    request: at('/api/pages/matriz-eliminable'),
  },
  'GET /api/pages/{slug}/audit': {
    guard: ['ADMIN_CONTENTS'],
    ok: 200,
    request: at('/api/pages/matriz-editable/audit'),
  },
  // Any admin permission opens Resumen; each figure inside answers only its own permission.
  'GET /api/dashboard/summary': {
    guard: [...ADMIN_PERMISSIONS],
    ok: 200,
    request: at('/api/dashboard/summary'),
  },
  'GET /api/products/admin': {
    guard: ['ADMIN_PRODUCTS'],
    ok: 200,
    request: at('/api/products/admin?limit=20'),
  },
  'PATCH /api/products/admin': {
    guard: ['ADMIN_PRODUCTS'],
    ok: 200,
    request: (r) => ({
      url: '/api/products/admin',
      payload: { ids: [r.productToEdit], change: { available: true } },
    }),
  },
  'GET /api/products/{id}/admin': {
    guard: ['ADMIN_PRODUCTS'],
    ok: 200,
    request: (r) => ({ url: `/api/products/${r.productToEdit}/admin` }),
  },
  'GET /api/products/{id}/audit': {
    guard: ['ADMIN_PRODUCTS'],
    ok: 200,
    request: (r) => ({ url: `/api/products/${r.productToEdit}/audit` }),
  },
  'POST /api/products': {
    guard: ['ADMIN_PRODUCTS'],
    ok: 201,
    request: (r) => ({
      url: '/api/products',
      payload: {
        name: 'Producto matriz',
        model: 'MTZ-1',
        sku: 'MATRIZ-NUEVO',
        price: 1000,
        vat: 0.19,
        stock: 1,
        description: '<p>Matriz</p>',
        caracteristics: ['Uno'],
        brand: r.brand,
        categories: [r.category],
        images: { product_url: '/api/files/product/matriz.webp', views_url: [] },
      },
    }),
  },
  'PATCH /api/products/{id}': {
    guard: ['ADMIN_PRODUCTS'],
    ok: 200,
    request: (r) => ({ url: `/api/products/${r.productToEdit}`, payload: { stock: 99 } }),
  },
  'DELETE /api/products/{id}': {
    guard: ['ADMIN_PRODUCTS'],
    ok: 204,
    request: (r) => ({ url: `/api/products/${r.productToDelete}` }),
  },
  'POST /api/products/upload': {
    guard: ['ADMIN_PRODUCTS'],
    ok: 200,
    request: () => ({
      url: '/api/products/upload?dryRun=true',
      ...multipart(
        'productFile',
        'matriz.xlsx',
        'application/octet-stream',
        templateLikeWorkbook(),
      ),
    }),
  },
  'GET /api/products/upload/template': {
    guard: ['ADMIN_PRODUCTS'],
    ok: 200,
    request: at('/api/products/upload/template'),
  },
  'GET /api/products/export': {
    guard: ['ADMIN_PRODUCTS'],
    ok: 200,
    request: at('/api/products/export'),
  },
  'POST /api/products/upload/report': {
    guard: ['ADMIN_PRODUCTS'],
    ok: 200,
    request: () => ({
      url: '/api/products/upload/report',
      payload: { errors: [{ row: 2, sku: 'A', column: 'Marca', reason: 'No existe.' }] },
    }),
  },
  'GET /api/reports/generate-clients': {
    guard: ['ADMIN_REPORTS'],
    ok: 200,
    request: at('/api/reports/generate-clients'),
  },
  'GET /api/reports/generate-sales': {
    guard: ['ADMIN_REPORTS'],
    ok: 200,
    request: at('/api/reports/generate-sales?period=day&date=2026-11-24'),
  },
  'GET /api/reports/generate-stock': {
    guard: ['ADMIN_REPORTS'],
    ok: 200,
    request: at('/api/reports/generate-stock'),
  },
  'GET /api/reports/generate-receivables': {
    guard: ['ADMIN_PAYMENTS'],
    ok: 200,
    request: at('/api/reports/generate-receivables'),
  },
  'GET /api/reports/sales-summary': {
    guard: ['ADMIN_REPORTS'],
    ok: 200,
    request: at('/api/reports/sales-summary?period=month&date=2026-11-24'),
  },
  // The product form uploads its pictures first, and the forms with an image picker (brands,
  // contents, settings) choose from the library or upload in place.
  'POST /api/files/product': {
    guard: ['ADMIN_IMAGES', 'ADMIN_PRODUCTS', 'ADMIN_BRANDS', 'ADMIN_CONTENTS', 'ADMIN_CONFIG'],
    ok: 201,
    request: () => ({
      url: '/api/files/product',
      ...multipart('productImage', 'foto.png', 'image/png', PNG_IMAGE),
    }),
  },
  'GET /api/files/product': {
    guard: ['ADMIN_IMAGES', 'ADMIN_BRANDS', 'ADMIN_CONTENTS', 'ADMIN_CONFIG'],
    ok: 200,
    request: at('/api/files/product'),
  },
  'GET /api/products/low/stock': {
    guard: ['ADMIN_STOCK'],
    ok: 200,
    request: at('/api/products/low/stock?searchTerm=a'),
  },
  'PATCH /api/config': {
    guard: ['ADMIN_CONFIG'],
    ok: 200,
    request: () => ({
      url: '/api/config',
      payload: { id: 1, configData: { minimumPurchase: 100000 } },
    }),
  },
  'GET /api/config/audit': { guard: ['ADMIN_CONFIG'], ok: 200, request: at('/api/config/audit') },
  'POST /api/config/test-mail': {
    guard: ['ADMIN_CONFIG'],
    ok: 200,
    request: (r) => ({
      url: '/api/config/test-mail',
      payload: { smtp: { host: '127.0.0.1', port: r.smtpPort } },
    }),
  },
  'GET /api/tax-rules': { guard: ['ADMIN_CONFIG'], ok: 200, request: at('/api/tax-rules') },
  // A real change (a UVT year the seed lacks): the same table again would be a 422.
  'PUT /api/tax-rules': {
    guard: ['ADMIN_CONFIG'],
    ok: 200,
    request: () => ({
      url: '/api/tax-rules',
      payload: {
        ...COLOMBIAN_TAX_RULES,
        uvt: [...COLOMBIAN_TAX_RULES.uvt, { year: 2027, value: 55_000, source: 'Prueba' }],
        reason: 'Matriz de autorización',
      },
    }),
  },
  'GET /api/tax-rules/audit': {
    guard: ['ADMIN_CONFIG'],
    ok: 200,
    request: at('/api/tax-rules/audit'),
  },
};

/**
 * Every route of the API and how to call it. A route the table lists without a row here, or a
 * row whose guard is not what the route table states, fails the suite.
 */
export const ROWS: Record<string, Row> = { ...CATALOGUE, ...CUSTOMER, ...DASHBOARD, ...SESSIONS };
