import { asc, eq, inArray, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { alias } from 'drizzle-orm/pg-core';
import type { IvaClass } from '@shop/shared';
import type { DbOrTx } from '../../db/client';
import { brands, categories, products, searchTerms } from '../../db/schema';
import { changesSearch, dictionaryTerms, searchFields } from '../../lib/search/search-fields';
import { insertProducts, type NewProduct } from '../../db/product-writes';

/** A product as the sheet and the import compare it. */
export interface StoredProduct {
  id: number;
  sku: string;
  name: string;
  model: string;
  description: string;
  caracteristics: string[];
  price: number;
  vat: number;
  ivaClass: IvaClass;
  stock: number;
  minimumStock: number;
  brandId: number;
  categoryId: number;
  subcategoryId: number | null;
  available: boolean;
  dataSheetURL: string | null;
  images: { product_url: string; views_url: string[] };
}

export type ProductChanges = Partial<Omit<StoredProduct, 'id' | 'sku'>>;

/** One product's write: its new state, what changed, and the names its search columns read. */
export interface ProductUpdate {
  after: StoredProduct;
  changes: ProductChanges;
  names: SearchNames;
}

/** The product fields a sheet row may change (the SKU names the row, it is never changed). */
export const IMPORTED_FIELDS = [
  'name',
  'model',
  'description',
  'caracteristics',
  'price',
  'vat',
  'ivaClass',
  'stock',
  'minimumStock',
  'brandId',
  'categoryId',
  'subcategoryId',
  'available',
  'dataSheetURL',
  'images',
] as const;

const SEARCH_COLUMNS = ['searchText', 'modelKey', 'skuKey'] as const;

const storedColumns = {
  id: products.id,
  sku: products.sku,
  name: products.name,
  model: products.model,
  description: products.description,
  caracteristics: products.caracteristics,
  price: products.price,
  vat: products.vat,
  ivaClass: products.ivaClass,
  stock: products.stock,
  minimumStock: products.minimumStock,
  brandId: products.brandId,
  categoryId: products.categoryId,
  subcategoryId: products.subcategoryId,
  available: products.available,
  dataSheetURL: products.dataSheetURL,
  images: products.images,
};

/** Names the search columns are built from. */
export interface SearchNames {
  brandName: string;
  categoryNames: string[];
}

export function createProductImportRepository(db: DbOrTx) {
  async function writeBatches(items: ProductUpdate[], reindex: boolean) {
    for (let i = 0; i < items.length; i += 1000) {
      const batch = items.slice(i, i + 1000);
      const columns = [
        ...IMPORTED_FIELDS.filter((field) => batch.some(({ changes }) => field in changes)),
        ...(reindex ? SEARCH_COLUMNS : []),
      ];
      const rows = batch.map(({ after, changes, names }) => {
        const values: Record<string, unknown> = { ...after, system: changes.name ?? null };
        if (reindex) Object.assign(values, searchFields({ ...after, ...names }));
        return Object.fromEntries(
          ['id', 'system', ...columns].map((key) => [toSnakeCase(key), values[key]]),
        );
      });
      const set = columns.map((c) => {
        const column = sql.identifier(toSnakeCase(c));
        return sql`${column} = v.${column}, `;
      });
      await db.execute(sql`
        update ${products}
        set ${sql.join(set)}system = coalesce(v.system, ${products.system}), updated_at = now()
        from jsonb_populate_recordset(null::products, ${JSON.stringify(rows)}::jsonb) as v
        where ${products.id} = v.id`);
    }
  }

  return {
    async brands() {
      return db.select({ id: brands.id, name: brands.name }).from(brands);
    },

    async categories() {
      return db
        .select({
          id: categories.id,
          name: categories.name,
          level: categories.level,
          parentCategoryId: categories.parentCategoryId,
        })
        .from(categories);
    },

    /**
     * The stored products whose SKU equals one of `skus` ignoring case (the unique index's key).
     * With `lock` (inside the write transaction) the rows stay locked FOR UPDATE until it ends.
     */
    async bySku(skus: string[], { lock = false } = {}): Promise<StoredProduct[]> {
      const found: StoredProduct[] = [];
      const keys = [...new Set(skus.map((s) => s.toLowerCase()))];
      for (let i = 0; i < keys.length; i += 5000) {
        const query = db
          .select(storedColumns)
          .from(products)
          .where(inArray(sql`lower(${products.sku})`, keys.slice(i, i + 5000)))
          .orderBy(asc(products.id));
        found.push(...(await (lock ? query.for('update') : query)));
      }
      return found;
    },

    /** Inserts through the products module's writer and answers the new ids by SKU. */
    async insert(rows: NewProduct[]): Promise<Map<string, number>> {
      await insertProducts(db, rows);
      const ids = new Map<string, number>();
      const skus = rows.map((r) => r.sku);
      for (let i = 0; i < skus.length; i += 5000) {
        const found = await db
          .select({ id: products.id, sku: products.sku })
          .from(products)
          .where(inArray(products.sku, skus.slice(i, i + 5000)));
        for (const p of found) ids.set(p.sku, p.id);
      }
      return ids;
    },

    /**
     * Writes many products' new state, a thousand rows per statement: the rows go as one jsonb
     * array that PostgreSQL types as product rows. A statement sets only the fields some of its
     * rows changed (each `after` is the whole locked row, so an unchanged field is written as it
     * is), and `system` follows the name only where the name changed, as a single update does.
     */
    async updateMany(items: ProductUpdate[]): Promise<void> {
      // The search columns only for rows whose searched fields changed: setting search_text, even
      // to itself, makes PostgreSQL compute the generated search_vector again (to_tsvector),
      // a third of the time of a 10,000-row price update.
      const reindexed = items.filter((item) => changesSearch(item.changes));
      await writeBatches(reindexed, true);
      await writeBatches(
        items.filter((item) => !changesSearch(item.changes)),
        false,
      );
      const terms = [
        ...new Set(
          reindexed.flatMap(({ after, names }) =>
            dictionaryTerms({ ...after, brandName: names.brandName }),
          ),
        ),
      ];
      for (let i = 0; i < terms.length; i += 1000) {
        await db
          .insert(searchTerms)
          .values(terms.slice(i, i + 1000).map((term) => ({ term })))
          .onConflictDoNothing();
      }
    },

    /** The whole catalogue with brand and category names, in SKU order, for the export. */
    async catalogue() {
      const sub = alias(categories, 'subcategory');
      return db
        .select({
          ...storedColumns,
          brandName: brands.name,
          categoryName: categories.name,
          subcategoryName: sub.name,
        })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .leftJoin(sub, eq(sub.id, products.subcategoryId))
        .orderBy(asc(products.sku));
    },
  };
}
export type ProductImportRepository = ReturnType<typeof createProductImportRepository>;
