import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bogotaDate } from '@shop/shared';
import {
  companyAddresses,
  companyInvitations,
  companyMembers,
  contentSections,
  infoPages,
  products,
  profiles,
  quotes,
  roles,
  rutFiles,
  trmRates,
  users,
} from '../../src/db/schema';
import { bearer, json } from '../app';
import { createBrand, createCategory, createProducts } from '../catalogue-factories';
import { insertOrder } from '../document-factories';
import { createUser, login, multipart, pdfBytes, type CreatedUser } from '../factories';
import { PNG_IMAGE } from '../image-fixtures';

/** A signed-in account the matrix calls as; a password change renews both fields. */
export interface Account extends CreatedUser {
  token: string;
}

/**
 * What the matrix calls act on. Customer A owns the customer records (quotes, order, RUT, cart,
 * wishlist, account); customer B is another customer of the same kind, with a cart of his own.
 * Both are companies, administrators of themselves (ADR 017), with colleagues.
 */
export interface Records {
  customerA: Account;
  customerB: Account;
  /** A's colleague with the consulta role: reads A's documents, never buys. */
  consultaOfA: Account;
  /** B's colleague with the comprador role, with a cart of his own. */
  colleagueOfB: Account;
  /** A's buyer whose role A changes, and the one A removes. */
  memberA: number;
  memberToRemoveA: number;
  /** A live invitation of A's, which A cancels. */
  invitationA: number;
  /** A's delivery address, which A edits and then archives. */
  addressA: number;
  /** A's valid quote with lines: its PDF, and converted into an order by A's call. */
  quoteA: number;
  /** A's quote past its validity, with lines: what A re-prices. */
  expiredQuoteA: number;
  orderA: number;
  rutA: string;
  /** Receipts A uploaded for his transfer order, pending: one staff confirm, one they reject. */
  receiptA: number;
  receiptToReject: number;
  /** In A's cart and wishlist; B's cart holds `productB`. */
  productA: number;
  productB: number;
  /** Whose credentials the public sign-in row uses. */
  loginUser: CreatedUser;
  /** A PENDING account asking for another client type and another city (the decisions). */
  client: number;
  roleToEdit: number;
  roleToDelete: number;
  categoryToEdit: number;
  categoryToDelete: number;
  brandToEdit: number;
  brandToDelete: number;
  contentToEdit: number;
  contentToDelete: number;
  productToEdit: number;
  productToDelete: number;
  brand: number;
  category: number;
  productImage: string;
  contentImage: string;
  smtpPort: number;
}

async function signedIn(app: FastifyInstance, user: CreatedUser): Promise<Account> {
  return { ...user, token: await login(app, user) };
}

/** A fresh RUT upload (anonymous, as registration does); answers its URL. */
export async function uploadRut(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/files/rut',
    ...multipart('rutFile', 'rut.pdf', 'application/pdf', pdfBytes()),
  });
  if (res.statusCode !== 201) throw new Error(`RUT upload: ${res.statusCode} ${res.body}`);
  return res.json().url as string;
}

/** A receipt uploaded by `customer` for his order, as the orders page does; answers its id. */
export async function uploadReceipt(
  app: FastifyInstance,
  customer: Account,
  orderId: number,
): Promise<number> {
  const body = multipart('receiptFile', 'comprobante.pdf', 'application/pdf', pdfBytes());
  const res = await app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/transfer-receipts`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(customer.token) },
  });
  if (res.statusCode !== 201) throw new Error(`receipt upload: ${res.statusCode} ${res.body}`);
  return res.json().id as number;
}

/** A's quotes made through the API from his cart, so they carry lines A can convert and re-price. */
async function quoteOf(app: FastifyInstance, customer: Account): Promise<number> {
  const res = await app.inject(json('POST', '/api/quote', undefined, bearer(customer.token)));
  if (res.statusCode !== 201) throw new Error(`quote: ${res.statusCode} ${res.body}`);
  return res.json().id as number;
}

async function fillCart(app: FastifyInstance, customer: Account, productId: number) {
  const res = await app.inject(
    json(
      'PATCH',
      '/api/shopping-cart/add',
      { items: [{ productId, quantity: 5 }] },
      bearer(customer.token),
    ),
  );
  if (res.statusCode !== 200) throw new Error(`cart: ${res.statusCode} ${res.body}`);
}

export async function seedRecords(app: FastifyInstance, smtpPort: number): Promise<Records> {
  const db = app.db;
  const brand = await createBrand(db, 'Marca matriz');
  const category = await createCategory(db, 'Categoría matriz');
  const skus = ['MATRIZ-E', 'MATRIZ-D', 'MATRIZ-A', 'MATRIZ-B'];
  await createProducts(
    db,
    skus.map((sku) => ({
      name: `Producto ${sku}`,
      model: sku,
      sku,
      brandId: brand.id,
      categoryId: category.id,
      price: 1_000_000,
      stock: 1_000,
    })),
  );
  const productIds = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(inArray(products.sku, skus));
  const productId = (sku: string) => productIds.find((p) => p.sku === sku)!.id;

  const customerA = await signedIn(app, await createUser(db));
  const customerB = await signedIn(app, await createUser(db));
  for (const company of [customerA, customerB])
    await db
      .insert(companyMembers)
      .values({ userId: company.id, companyId: company.id, role: 'ADMINISTRADOR' });
  const colleague = async (company: Account, role: 'COMPRADOR' | 'CONSULTA') => {
    const user = await createUser(db, { legalPersonType: false });
    await db.insert(companyMembers).values({ userId: user.id, companyId: company.id, role });
    return signedIn(app, user);
  };
  const consultaOfA = await colleague(customerA, 'CONSULTA');
  const colleagueOfB = await colleague(customerB, 'COMPRADOR');
  const memberA = await colleague(customerA, 'COMPRADOR');
  const memberToRemoveA = await colleague(customerA, 'COMPRADOR');
  const [invitationA] = await db
    .insert(companyInvitations)
    .values({
      companyId: customerA.id,
      email: 'invitada-de-a@empresa.co',
      role: 'COMPRADOR',
      tokenHash: 'matriz-invitacion-de-a',
      invitedBy: customerA.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: companyInvitations.id });
  const [addressA] = await db
    .insert(companyAddresses)
    .values({
      companyId: customerA.id,
      siteName: 'Sede matriz',
      address: 'Calle 1 # 2-3',
      municipalityDaneCode: '11001',
      contactName: 'Recibe Matriz',
      contactPhone: '3001234567',
    })
    .returning({ id: companyAddresses.id });
  await fillCart(app, customerA, productId('MATRIZ-A'));
  await fillCart(app, customerB, productId('MATRIZ-B'));
  await fillCart(app, colleagueOfB, productId('MATRIZ-B'));
  const wish = await app.inject(
    json(
      'PATCH',
      `/api/wishlists/add/${productId('MATRIZ-A')}`,
      undefined,
      bearer(customerA.token),
    ),
  );
  if (wish.statusCode !== 200) throw new Error(`wishlist: ${wish.statusCode} ${wish.body}`);
  const quoteA = await quoteOf(app, customerA);
  const expiredQuoteA = await quoteOf(app, customerA);
  await db
    .update(quotes)
    .set({ validUntil: new Date(Date.now() - 86_400_000) })
    .where(eq(quotes.id, expiredQuoteA));
  const orderA = await insertOrder(db, {
    userId: customerA.id,
    createdAt: new Date(),
    lines: [{ productId: productId('MATRIZ-A'), quantity: 1 }],
  });
  const receiptA = await uploadReceipt(app, customerA, orderA.id);
  const receiptToReject = await uploadReceipt(app, customerA, orderA.id);
  const rutA = (await uploadRut(app)).split('/').pop()!;
  await db.update(rutFiles).set({ userId: customerA.id }).where(eq(rutFiles.id, rutA));

  const client = await createUser(db, { clientStatus: 'PENDING' });
  await db.update(users).set({ requestedClientType: 'TECHNICAL' }).where(eq(users.id, client.id));
  await db
    .update(profiles)
    .set({ requestedMunicipalityDaneCode: '05001' })
    .where(eq(profiles.userId, client.id));
  const [roleToEdit, roleToDelete] = await db
    .insert(roles)
    .values([
      { name: 'Matriz editable', permissions: ['ADMIN_STOCK'] },
      { name: 'Matriz eliminable', permissions: ['ADMIN_STOCK'] },
    ])
    .returning({ id: roles.id });
  const categoryToEdit = await createCategory(db, 'Matriz editable');
  const categoryToDelete = await createCategory(db, 'Matriz eliminable');
  const brandToEdit = await createBrand(db, 'Matriz editable');
  const brandToDelete = await createBrand(db, 'Matriz eliminable');
  const [contentToEdit, , contentToDelete] = await db
    .insert(contentSections)
    .values(
      ['Matriz editable', 'Matriz siguiente', 'Matriz eliminable'].map((name, position) => ({
        name,
        position,
        content: [],
      })),
    )
    .returning({ id: contentSections.id });
  await db.insert(infoPages).values([
    { slug: 'matriz-editable', title: 'Editable', body: '<p>Texto</p>' },
    { slug: 'matriz-eliminable', title: 'Eliminable', body: '<p>Texto</p>' },
  ]);
  // Today's TRM, as the daily fetch would have stored it (the test app asks no provider).
  await db.insert(trmRates).values({ date: bogotaDate(), value: 4_012.35 });
  await app.storage.put('product/matriz.png', PNG_IMAGE);
  await app.storage.put('content/matriz.png', PNG_IMAGE);

  return {
    customerA,
    customerB,
    consultaOfA,
    colleagueOfB,
    memberA: memberA.id,
    memberToRemoveA: memberToRemoveA.id,
    invitationA: invitationA!.id,
    addressA: addressA!.id,
    quoteA,
    expiredQuoteA,
    orderA: orderA.id,
    rutA,
    receiptA,
    receiptToReject,
    productA: productId('MATRIZ-A'),
    productB: productId('MATRIZ-B'),
    loginUser: await createUser(db),
    client: client.id,
    roleToEdit: roleToEdit!.id,
    roleToDelete: roleToDelete!.id,
    categoryToEdit: categoryToEdit.id,
    categoryToDelete: categoryToDelete.id,
    brandToEdit: brandToEdit.id,
    brandToDelete: brandToDelete.id,
    contentToEdit: contentToEdit!.id,
    contentToDelete: contentToDelete!.id,
    productToEdit: productId('MATRIZ-E'),
    productToDelete: productId('MATRIZ-D'),
    brand: brand.id,
    category: category.id,
    productImage: 'matriz.png',
    contentImage: 'matriz.png',
    smtpPort,
  };
}
