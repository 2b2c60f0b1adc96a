import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { IvaClass } from '@shop/shared';
import type { DbOrTx } from '../../../db/client';
import { brands, categories, products, searchTerms } from '../../../db/schema';
import { dictionaryTerms, searchFields } from '../search-fields';
import { insertProducts, type NewProduct } from '../write-repository';

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

    /** Writes the changed fields and rebuilds the search columns from the product's new state. */
    async update(after: StoredProduct, changes: ProductChanges, names: SearchNames): Promise<void> {
      await db
        .update(products)
        .set({
          ...changes,
          ...(changes.name === undefined ? {} : { system: changes.name }),
          ...searchFields({ ...after, ...names }),
          updatedAt: new Date(),
        })
        .where(eq(products.id, after.id));
      const terms = dictionaryTerms({ ...after, brandName: names.brandName });
      if (terms.length)
        await db
          .insert(searchTerms)
          .values(terms.map((term) => ({ term })))
          .onConflictDoNothing();
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
