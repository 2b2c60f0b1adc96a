import { isDeepStrictEqual } from 'node:util';
import {
  isBlankHtml,
  ivaClassAfterVat,
  nominalVatOf,
  NOT_FOUND_MESSAGES,
  PRODUCT_ADMIN_MESSAGES,
  PRODUCT_INPUT_MESSAGES,
  pageWindow,
  skuTakenMessage,
  type AdminProduct,
  type AdminProductListRequest,
  type AdminProductListResponse,
  type AuditHistory,
  type PageRequest,
  type ProductBulkChange,
  type ProductBulkResult,
  type ProductCreate,
  type ProductUpdate,
} from '@shop/shared';
import type { Transactional } from '../../db/transactional';
import { AppError, conflict, fieldError, isUniqueViolation, notFound } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/html';
import type { AuditService } from '../../platform/audit/service';
import type { Tx } from '../../db/client';
import type { EditableProductRow, ProductAdminRepository } from './repository';
import { parseSearch } from '../../lib/search/search-query';
import type { NewProduct, ProductChanges } from '../../db/product-writes';

/** The unique index on lower(sku) (migration 0012). */
const SKU_UNIQUE_INDEX = 'products_sku_lower_unique';

interface Deps {
  products: Transactional<ProductAdminRepository>;
  audit: AuditService;
}

/** A product's writable fields under the names of ProductCreateSchema: what the audit log keeps. */
type ProductState = Omit<ProductCreate, 'system'> & { system: string };

const stateOf = (row: EditableProductRow): ProductState => ({
  name: row.name,
  model: row.model,
  sku: row.sku,
  description: row.description,
  caracteristics: row.caracteristics,
  price: row.price,
  vat: row.vat,
  ivaClass: row.ivaClass,
  stock: row.stock,
  minimumStock: row.minimumStock,
  system: row.system,
  brand: row.brandId,
  categories: row.subcategoryId ? [row.categoryId, row.subcategoryId] : [row.categoryId],
  available: row.available,
  dataSheetURL: row.dataSheetURL,
  images: row.images,
});

/** The same fields as the product table stores them (brand and categories as columns). */
function columnsOf(state: Partial<ProductState>): ProductChanges {
  const { brand, categories, system: _system, ...rest } = state;
  return {
    ...rest,
    ...(brand !== undefined ? { brandId: brand } : {}),
    ...(categories !== undefined
      ? { categoryId: categories[0]!, subcategoryId: categories[1] ?? null }
      : {}),
  };
}

const pick = (state: Partial<ProductState>, keys: string[]) =>
  Object.fromEntries(keys.map((k) => [k, state[k as keyof ProductState] ?? null]));

/**
 * The dashboard's products (ADMIN_PRODUCTS): the grid and the form's reads, and the writes with
 * the rules the schema cannot check (the brand exists, the categories are a level-1 and one of its
 * level-2 children, the SKU is unique), each write recorded in the audit log in its transaction.
 */
export function createProductAdminService({ products, audit }: Deps) {
  const repo = products.repo;

  async function checkReferences(
    r: ProductAdminRepository,
    input: { brand?: number; categories?: number[] },
  ): Promise<void> {
    if (input.brand !== undefined && (await r.brandName(input.brand)) === undefined)
      throw fieldError('VALIDATION_ERROR', 'brand', PRODUCT_ADMIN_MESSAGES.unknownBrand);
    if (input.categories) {
      const [first, second] = input.categories;
      const found = await r.categoriesByIds(input.categories);
      const level1 = found.find((c) => c.id === first);
      const level2 = found.find((c) => c.id === second);
      const valid =
        level1?.level === 1 &&
        (second === undefined || (level2?.level === 2 && level2.parentCategoryId === first));
      if (!valid)
        throw fieldError('VALIDATION_ERROR', 'categories', PRODUCT_INPUT_MESSAGES.categories);
    }
  }

  /** Refuses a SKU another product has, ignoring case, naming that product's spelling. */
  async function checkSku(r: ProductAdminRepository, sku: string | undefined, id?: number) {
    const taken = sku === undefined ? undefined : await r.skuTaken(sku, id);
    if (taken !== undefined) throw conflict('SKU_TAKEN', skuTakenMessage(taken));
  }

  /**
   * A violation of the SKU's unique index on insert or update: a concurrent twin, maybe spelled in another case, won the race after checkSku. Answered as 409
   * naming the twin's stored SKU, read once the failed transaction is over.
   */
  async function skuGuarded<T>(
    sku: string | undefined,
    id: number | undefined,
    work: () => Promise<T>,
  ): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (sku !== undefined && isUniqueViolation(err, SKU_UNIQUE_INDEX))
        throw conflict('SKU_TAKEN', skuTakenMessage((await repo.skuTaken(sku, id)) ?? sku));
      throw err;
    }
  }

  async function found(r: ProductAdminRepository, id: number, lock = false) {
    const row = await r.findEditable(id, lock);
    if (!row) throw notFound(NOT_FOUND_MESSAGES.product);
    return row;
  }

  /**
   * Writes the fields of `input` that differ from the stored product and audits them; answers
   * whether any did.
   */
  async function applyUpdate(
    r: ProductAdminRepository,
    tx: Tx,
    actorUserId: number,
    id: number,
    input: ProductUpdate,
  ): Promise<boolean> {
    const wanted: Partial<ProductState> = { ...input };
    delete wanted.system;
    if (input.description !== undefined)
      wanted.description = sanitizedDescription(input.description);
    const before = stateOf(await found(r, id, true));
    // The class and its rate move together: a class sent brings its rate; a rate sent alone
    // keeps a capped class whose nominal rate it is (ivaClassAfterVat).
    if (input.ivaClass !== undefined) wanted.vat = nominalVatOf(input.ivaClass);
    else if (input.vat !== undefined)
      wanted.ivaClass = ivaClassAfterVat(before.ivaClass, input.vat);
    const changed = Object.keys(wanted).filter(
      (k) =>
        !isDeepStrictEqual(
          wanted[k as keyof ProductState] ?? null,
          before[k as keyof ProductState] ?? null,
        ),
    );
    if (!changed.length) return false;
    const changes = pick(wanted, changed) as Partial<ProductState>;
    await checkSku(r, changes.sku, id);
    await checkReferences(r, changes);
    const after = { ...before, ...changes, system: changes.name ?? before.system };
    await r.update(id, columnsOf(changes), columnsOf(after) as NewProduct);
    const keys = changes.name !== undefined ? [...changed, 'system'] : changed;
    await audit.record(tx, {
      actorUserId,
      entity: 'product',
      entityId: id,
      action: 'update',
      before: pick(before, keys),
      after: pick(after, keys),
    });
    return true;
  }

  async function detail(id: number): Promise<AdminProduct> {
    const row = await found(repo, id);
    const state = stateOf(row);
    const names = await repo.categoriesByIds(state.categories);
    return {
      id: row.id,
      ...state,
      dataSheetURL: row.dataSheetURL,
      brandName: (await repo.brandName(row.brandId)) ?? '',
      categoryNames: state.categories.map((c) => names.find((n) => n.id === c)?.name ?? ''),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  return {
    async list(query: AdminProductListRequest): Promise<AdminProductListResponse> {
      const { searchTerm, sort, order, offset, limit, ...narrowed } = query;
      const filter = { ...narrowed, search: parseSearch(searchTerm) ?? undefined };
      const window = pageWindow({ offset, limit });
      const [total, rows] = await Promise.all([
        repo.count(filter),
        repo.list(filter, { sort, order }, window),
      ]);
      return { products: rows, total, totalPages: window.totalPages(total) };
    },

    detail,

    async history(id: number, page: PageRequest): Promise<AuditHistory> {
      return audit.history('product', id, page);
    },

    async create(actorUserId: number, input: ProductCreate): Promise<AdminProduct> {
      const state: ProductState = {
        ...input,
        system: input.name,
        description: sanitizedDescription(input.description),
        dataSheetURL: input.dataSheetURL ?? null,
      };
      const id = await skuGuarded(input.sku, undefined, () =>
        products.inTransaction(async (r, tx) => {
          await checkSku(r, input.sku);
          await checkReferences(r, input);
          const id = await r.insert(columnsOf(state) as NewProduct);
          await audit.record(tx, {
            actorUserId,
            entity: 'product',
            entityId: id,
            action: 'create',
            before: null,
            after: state,
          });
          return id;
        }),
      );
      return detail(id);
    },

    /** Changes only the fields sent that differ from the stored ones; none differing is refused. */
    async update(actorUserId: number, id: number, input: ProductUpdate): Promise<AdminProduct> {
      await skuGuarded(input.sku, id, () =>
        products.inTransaction(async (r, tx) => {
          if (!(await applyUpdate(r, tx, actorUserId, id, input))) throw new AppError('NO_CHANGES');
        }),
      );
      return detail(id);
    },

    /**
     * One change to several products in one transaction, each audited as its own edit; a product
     * that already had it is left as it was. An unknown id refuses the whole change.
     */
    async bulkUpdate(actorUserId: number, input: ProductBulkChange): Promise<ProductBulkResult> {
      // Rows are locked in id order, as every multi-product write does, so two never deadlock.
      const ids = [...input.ids].sort((a, b) => a - b);
      const updated = await products.inTransaction(async (r, tx) => {
        let changed = 0;
        for (const id of ids)
          if (await applyUpdate(r, tx, actorUserId, id, input.change)) changed++;
        return changed;
      });
      return { updated };
    },

    /**
     * Deletes a product nobody has in a cart, a quote or an order; otherwise refuses and suggests
     * marking it unavailable, so no document ever loses its product.
     */
    async remove(actorUserId: number, id: number): Promise<void> {
      await products.inTransaction(async (r, tx) => {
        const before = stateOf(await found(r, id, true));
        if (await r.isReferenced(id)) throw conflict('PRODUCT_IN_USE');
        await r.remove(id);
        await audit.record(tx, {
          actorUserId,
          entity: 'product',
          entityId: id,
          action: 'delete',
          before,
          after: null,
        });
      });
    },
  };
}
export type ProductAdminService = ReturnType<typeof createProductAdminService>;

/**
 * The description as it will be stored. One made only of what sanitizing removes (a lone
 * `<script>`) would be stored empty, which the form calls incomplete: it is refused the same way.
 */
function sanitizedDescription(html: string): string {
  const clean = sanitizeRichText(html);
  if (isBlankHtml(clean)) {
    throw fieldError('VALIDATION_ERROR', 'description', PRODUCT_INPUT_MESSAGES.incomplete);
  }
  return clean;
}
