// The catalogue's orders; zod-free, so a storefront listing's chunk does not bring the schemas.
export const PRODUCT_SORTS = ['relevance', 'name', 'price_asc', 'price_desc', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'Relevancia',
  name: 'Nombre (A-Z)',
  price_asc: 'Precio: menor a mayor',
  price_desc: 'Precio: mayor a menor',
  newest: 'Más recientes',
};
/** Orders that reveal the price ranking: only for a caller who sees prices. */
export const isPriceSort = (sort: ProductSort | undefined): boolean =>
  sort === 'price_asc' || sort === 'price_desc';
