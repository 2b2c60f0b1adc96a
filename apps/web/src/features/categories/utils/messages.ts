/** The spec's loading errors (§8); the list error also leaves the list empty. */
export const CATEGORIES_ERROR = 'Error al cargar las categorías.';
export const SUBCATEGORIES_ERROR = 'Error al cargar las subcategorías.';
