/** The spec's loading errors for products (§8), one per kind of listing. */
export const PRODUCT_ERROR = 'Error al cargar el producto';
export const LISTING_ERRORS = {
  brand: 'Error al cargar los productos de la marca.',
  category: 'Error al cargar los productos de la categoría.',
  search: 'Error al cargar los resultados de la búsqueda.',
} as const;
