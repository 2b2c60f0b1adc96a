import { nominalVatOf } from '@shop/shared';
import type { CatalogueIds } from '../../src/seed/catalogue/catalogue-ids';
import { idOf } from '../../src/seed/catalogue/catalogue-ids';
import { DEMO_CATEGORIES, type DemoSubcategory } from '../../src/seed/catalogue/categories';
import { imageUrl } from '../../src/seed/catalogue/images';
import type { NewProduct } from '../../src/db/product-writes';
import type { Random } from './prng';
import { TEMPLATES } from './templates';

const SUBCATEGORIES = DEMO_CATEGORIES.flatMap((c) =>
  c.subcategories.map((name) => ({ name: name as DemoSubcategory, parent: c.name })),
);
const MODEL_SUFFIXES = ['', '', '-P', '-PRO', '-LITE', '-X', '-2S', '-AC', '-AX', '-M2'];
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One synthetic product. `sequence` makes the SKU unique; everything else comes from `r`, so a
 * seed always yields the same catalogue.
 */
export function makeProduct(
  r: Random,
  sequence: number,
  ids: CatalogueIds,
  now: number,
): NewProduct {
  const sub = r.pick(SUBCATEGORIES);
  const t = TEMPLATES[sub.name];
  const brand = r.pick(t.brands);
  const [min, max] = t.price;
  // Log-uniform, rounded to hundreds: cheap items are common, expensive ones rare, as in a real list.
  const price = Math.round(Math.exp(Math.log(min) + r.next() * Math.log(max / min)) / 100) * 100;
  const stock = r.chance(0.08) ? 0 : r.int(1, 300);
  const caracteristics = r.sample(t.caracteristics, r.int(3, Math.min(5, t.caracteristics.length)));
  const model = `${r.pick(t.series)}${r.int(100, 9999)}${r.pick(MODEL_SUFFIXES)}`;
  return {
    name: t.name(r),
    model,
    sku: `AT-${String(sequence).padStart(7, '0')}`,
    description: `<p>${t.summary}</p><ul>${caracteristics.map((c) => `<li>${c}</li>`).join('')}</ul>`,
    caracteristics,
    price,
    vat: nominalVatOf(t.ivaClass ?? 'GENERAL'),
    ivaClass: t.ivaClass ?? 'GENERAL',
    stock,
    minimumStock: r.int(0, 20),
    brandId: idOf(ids.brands, brand),
    categoryId: idOf(ids.categories, sub.parent),
    subcategoryId: idOf(ids.categories, sub.name),
    available: r.chance(0.97),
    dataSheetURL: null,
    images: { product_url: imageUrl('product', `${r.pick(t.drawings)}.svg`), views_url: [] },
    createdAt: new Date(now - r.int(0, 730) * DAY_MS),
  };
}
