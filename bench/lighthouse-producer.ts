import { findCatalogueIds } from './catalogue-ids';
import { lighthouseRows } from './lighthouse';
import type { RowProducer } from './shop-context';

/** Lighthouse on the storefront's three first pages: the home, the largest category and a product. */
export const lighthouseProducer: RowProducer = {
  label: 'Lighthouse',
  async produce(shop) {
    const ids = await findCatalogueIds(shop.db);
    return lighthouseRows(shop.baseUrl, [
      { name: 'inicio', path: '/' },
      { name: 'listado', path: `/categories/${ids.category.id}` },
      { name: 'producto', path: `/product/${ids.productIds[0]}` },
    ]);
  },
};
