import { and, asc, count, desc, eq, gt, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PageWindow, ProductAdminSortKey, SortRequest, StockFilter } from '@shop/shared';
import type { DbOrTx } from '../../db/client';
import { brands, cartItems, categories, orderLines, products, quoteLines } from '../../db/schema';
import { wordOrPrefixMatch } from '../../db/product-search';
import type { ParsedSearch } from '../../lib/search/search-query';
import {
  insertProducts,
  updateProduct,
  type NewProduct,
  type ProductChanges,
} from '../../db/product-writes';

const editable = {
  id: products.id,
  name: products.name,
  model: products.model,
  sku: products.sku,
  description: products.description,
  caracteristics: products.caracteristics,
  price: products.price,
  vat: products.vat,
  ivaClass: products.ivaClass,
  stock: products.stock,
  minimumStock: products.minimumStock,
  system: products.system,
  brandId: products.brandId,
  categoryId: products.categoryId,
  subcategoryId: products.subcategoryId,
  available: products.available,
  dataSheetURL: products.dataSheetURL,
  images: products.images,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

/** What the grid is narrowed to; every field optional. */
export interface ProductAdminFilter {
  search?: ParsedSearch | undefined;
  brand?: number | undefined;
  /** A level-1 category matches its subcategories' products too. */
  category?: number | undefined;
  available?: boolean | undefined;
  stock?: StockFilter | undefined;
}

const SORT_COLUMNS = {
  name: products.name,
  sku: products.sku,
  brand: brands.name,
  price: products.price,
  stock: products.stock,
} satisfies Record<ProductAdminSortKey, unknown>;

const STOCK_CONDITIONS: Record<StockFilter, SQL> = {
  out: lte(products.stock, 0),
  low: lte(products.stock, products.minimumStock),
  in: gt(products.stock, 0),
};

function filterWhere(filter: ProductAdminFilter): SQL | undefined {
  return and(
    filter.search ? wordOrPrefixMatch(filter.search) : undefined,
    filter.brand !== undefined ? eq(products.brandId, filter.brand) : undefined,
    filter.category !== undefined
      ? or(eq(products.categoryId, filter.category), eq(products.subcategoryId, filter.category))
      : undefined,
    filter.available !== undefined ? eq(products.available, filter.available) : undefined,
    filter.stock ? STOCK_CONDITIONS[filter.stock] : undefined,
  );
}

/** The chosen column, then the name and the id, so equal values keep one stable order. */
function sortOrder({ sort = 'name', order }: SortRequest<ProductAdminSortKey>) {
  const direction = order === 'desc' ? desc : asc;
  return sort === 'name'
    ? [direction(products.name), direction(products.id)]
    : [direction(SORT_COLUMNS[sort]), asc(products.name), asc(products.id)];
}

export type EditableProductRow = Awaited<
  ReturnType<ReturnType<typeof createProductAdminRepository>['findEditable']>
> &
  object;

/** The dashboard's reads and writes of products: every product, available or not. */
export function createProductAdminRepository(db: DbOrTx) {
  return {
    async list(
      filter: ProductAdminFilter,
      sort: SortRequest<ProductAdminSortKey>,
      window: Pick<PageWindow, 'limit' | 'offset'>,
    ) {
      return db
        .select({
          id: products.id,
          name: products.name,
          model: products.model,
          sku: products.sku,
          brand: { id: brands.id, name: brands.name },
          images: products.images,
          price: products.price,
          vat: products.vat,
          ivaClass: products.ivaClass,
          stock: products.stock,
          minimumStock: products.minimumStock,
          available: products.available,
        })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(filterWhere(filter))
        .orderBy(...sortOrder(sort))
        .limit(window.limit)
        .offset(window.offset);
    },

    async count(filter: ProductAdminFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(products).where(filterWhere(filter));
      return row?.n ?? 0;
    },

    /** The stored product; `lock` holds its row until the transaction ends (update, delete). */
    async findEditable(id: number, lock = false) {
      const query = db.select(editable).from(products).where(eq(products.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },

    /**
     * The stored spelling of the SKU equal to `sku` ignoring case (the unique index is on
     * lower(sku)), of a product other than `exceptId`.
     */
    async skuTaken(sku: string, exceptId?: number): Promise<string | undefined> {
      const sameSku = sql`lower(${products.sku}) = lower(${sku})`;
      const [row] = await db
        .select({ sku: products.sku })
        .from(products)
        .where(exceptId === undefined ? sameSku : and(sameSku, ne(products.id, exceptId)))
        .limit(1);
      return row?.sku;
    },

    async brandName(id: number): Promise<string | undefined> {
      const [row] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, id));
      return row?.name;
    },

    async categoriesByIds(ids: number[]) {
      if (!ids.length) return [];
      return db
        .select({
          id: categories.id,
          name: categories.name,
          level: categories.level,
          parentCategoryId: categories.parentCategoryId,
        })
        .from(categories)
        .where(inArray(categories.id, ids));
    },

    /** Whether a cart, a quote or an order names the product. */
    async isReferenced(id: number): Promise<boolean> {
      for (const column of [cartItems.productId, quoteLines.productId, orderLines.productId]) {
        const [row] = await db
          .select({ one: sql<number>`1` })
          .from(column.table)
          .where(eq(column, id))
          .limit(1);
        if (row) return true;
      }
      return false;
    },

    async insert(row: NewProduct): Promise<number> {
      const [id] = await insertProducts(db, [row]);
      return id!;
    },

    update: (id: number, changes: ProductChanges, merged: Omit<NewProduct, 'createdAt'>) =>
      updateProduct(db, id, changes, merged),

    async remove(id: number): Promise<void> {
      await db.delete(products).where(eq(products.id, id));
    },
  };
}
export type ProductAdminRepository = ReturnType<typeof createProductAdminRepository>;
