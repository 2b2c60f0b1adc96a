/** The spec's loading errors for brands (§8). */
export const BRANDS_ERROR = 'Error al cargar las marcas.';
export const BRAND_ERROR = 'Error al cargar la marca…';
