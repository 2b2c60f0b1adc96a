import { count } from 'drizzle-orm';
import { nominalVatOf } from '@shop/shared';
import type { Db } from '../../db/client';
import { contentSections, products } from '../../db/schema';
import type { FileStorage } from '../../lib/storage';
import { createContentsRepository } from '../../modules/contents/repository';
import { insertProducts, type NewProduct } from '../../db/product-writes';
import { parentOf } from './categories';
import { idOf, type CatalogueIds } from './catalogue-ids';
import { buildContentSections } from './contents';
import { ensureDemoBrandsAndCategories } from './ensure-brands-and-categories';
import { buildInfoPages } from './info-pages';
import { copySeedImages, imageUrl, recordSeedImages } from './images';
import { DEMO_PRODUCTS } from './products';
import type { SeedProduct } from './seed-product';

/**
 * The demo catalogue: brands, the two-level category tree, about 60 products, the five content
 * sections, the information pages the footer links to, and their pictures copied into storage and
 * listed in the image library. It runs only on an empty products table, so a restart never
 * duplicates anything; brands, categories, sections and pages that already exist (an admin may
 * have created them first) are reused or kept. Without `storage` only the rows are written (tests
 * that need a catalogue but no files). Answers how many products it inserted.
 */
export async function seedCatalogue(db: Db, storage?: FileStorage): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(products);
  if (existing && existing.n > 0) {
    if (storage) await recordSeedImages(db, storage);
    return 0;
  }
  // Files first: a failure there leaves no rows behind, so the next start tries again.
  if (storage) await copySeedImages(storage);
  await db.transaction(async (tx) => {
    const ids = await ensureDemoBrandsAndCategories(tx);
    await insertProducts(
      tx,
      DEMO_PRODUCTS.map((p) => toNewProduct(p, ids)),
    );
    await tx.insert(contentSections).values(buildContentSections(ids)).onConflictDoNothing();
    await createContentsRepository(tx).insertPages(buildInfoPages(ids));
  });
  if (storage) await recordSeedImages(db, storage);
  return DEMO_PRODUCTS.length;
}

function toNewProduct(p: SeedProduct, ids: CatalogueIds): NewProduct {
  return {
    name: p.name,
    model: p.model,
    sku: p.sku,
    // Our own static text, sanitized again by insertProducts like any other description.
    description: `<p>${p.summary}</p><ul>${p.highlights.map((h) => `<li>${h}</li>`).join('')}</ul>`,
    caracteristics: p.caracteristics,
    price: p.price,
    vat: nominalVatOf(p.ivaClass ?? 'GENERAL'),
    ivaClass: p.ivaClass ?? 'GENERAL',
    stock: p.stock,
    minimumStock: p.minimumStock,
    brandId: idOf(ids.brands, p.brand),
    categoryId: idOf(ids.categories, parentOf(p.subcategory)),
    subcategoryId: idOf(ids.categories, p.subcategory),
    available: p.available ?? true,
    dataSheetURL: p.dataSheetURL ?? null,
    images: {
      product_url: imageUrl('product', `${p.drawing}.svg`),
      views_url: (p.views ?? []).map((v) => imageUrl('product', `${v}.svg`)),
    },
  };
}
