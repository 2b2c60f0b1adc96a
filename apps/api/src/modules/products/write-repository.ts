import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, categories, products, searchTerms, type ProductImages } from '../../db/schema';
import { sanitizeRichText } from '../../lib/html';
import { dictionaryTerms, searchFields } from './search-fields';

export interface NewProduct {
  name: string;
  model: string;
  sku: string;
  description: string;
  caracteristics: string[];
  price: number;
  vat: number;
  stock: number;
  minimumStock?: number;
  brandId: number;
  categoryId: number;
  subcategoryId?: number | null;
  available?: boolean;
  dataSheetURL?: string | null;
  images: ProductImages;
  createdAt?: Date;
}

/** Inserts products with sanitized descriptions and their search columns, in batches. */
export async function insertProducts(db: DbOrTx, rows: NewProduct[]): Promise<void> {
  if (!rows.length) return;
  const brandIds = [...new Set(rows.map((r) => r.brandId))];
  const categoryIds = [
    ...new Set(rows.flatMap((r) => [r.categoryId, r.subcategoryId ?? r.categoryId])),
  ];
  const brandNames = new Map(
    (
      await db
        .select({ id: brands.id, name: brands.name })
        .from(brands)
        .where(inArray(brands.id, brandIds))
    ).map((b) => [b.id, b.name]),
  );
  const categoryNames = new Map(
    (
      await db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(inArray(categories.id, categoryIds))
    ).map((c) => [c.id, c.name]),
  );
  const values = rows.map((r) => ({
    ...r,
    system: r.name,
    description: sanitizeRichText(r.description),
    ...searchFields({
      name: r.name,
      model: r.model,
      sku: r.sku,
      brandName: brandNames.get(r.brandId) ?? '',
      categoryNames: [r.categoryId, r.subcategoryId].flatMap((id) =>
        id ? [categoryNames.get(id) ?? ''] : [],
      ),
      caracteristics: r.caracteristics,
    }),
  }));
  for (let i = 0; i < values.length; i += 500) {
    await db.insert(products).values(values.slice(i, i + 500));
  }
  const terms = [
    ...new Set(
      rows.flatMap((r) => dictionaryTerms({ ...r, brandName: brandNames.get(r.brandId) ?? '' })),
    ),
  ];
  for (let i = 0; i < terms.length; i += 1000) {
    await db
      .insert(searchTerms)
      .values(terms.slice(i, i + 1000).map((term) => ({ term })))
      .onConflictDoNothing();
  }
}
