import { eq } from 'drizzle-orm';
import type { ClientType, IvaClass } from '@shop/shared';
import type { Db } from '../src/db/client';
import { brands, categories, siteConfig } from '../src/db/schema';
import { insertProducts, type NewProduct } from '../src/db/product-writes';

let sequence = 0;

export async function createBrand(
  db: Db,
  name: string,
  extra: Partial<typeof brands.$inferInsert> = {},
) {
  const [row] = await db
    .insert(brands)
    .values({ name, title: `${name} en Colombia`, ...extra })
    .returning();
  return row!;
}

export async function createCategory(db: Db, name: string, parentCategoryId?: number) {
  const [row] = await db
    .insert(categories)
    .values({ name, level: parentCategoryId ? 2 : 1, parentCategoryId: parentCategoryId ?? null })
    .returning();
  return row!;
}

type ProductInput = Pick<NewProduct, 'name' | 'model' | 'brandId' | 'categoryId'> &
  Partial<NewProduct> & {
    /** The product's IVA class (GENERAL, the column's default, when left out). */
    ivaClass?: IvaClass;
  };

export async function createProducts(db: Db, inputs: ProductInput[]): Promise<void> {
  await insertProducts(
    db,
    inputs.map((p) => ({
      sku: `SKU-${process.pid}-${++sequence}`,
      description: '<p>Descripción</p>',
      caracteristics: [],
      price: 100_000,
      vat: 0.19,
      stock: 10,
      images: { product_url: '/api/files/product/x.svg', views_url: [] },
      ...p,
    })),
  );
}

/** The percentage each client type pays over the base price, written straight into site_config. */
export async function setExtraPercentages(
  db: Db,
  extraPercentage: Record<ClientType, number>,
): Promise<void> {
  await db.update(siteConfig).set({ extraPercentage }).where(eq(siteConfig.id, 1));
}

/** Different for every client type, as a shop sets them: 25 %, 8 %, 10 %, 15 % and 12 %. */
export const EXTRA_PERCENTAGES: Record<ClientType, number> = {
  CLIENT_FINAL: 0.25,
  DISTRIBUTOR: 0.08,
  SOLUTION_INTEGRATOR: 0.1,
  GOVERMENT: 0.15,
  TECHNICAL: 0.12,
};
