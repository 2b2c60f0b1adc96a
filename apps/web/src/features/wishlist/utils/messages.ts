/** Wishlist texts: the spec gives the success one (§8) and says load, add and remove can fail. */
export const WISHLIST_MESSAGES = {
  loadFailed: 'Error al cargar la lista de deseos.',
  added: 'El producto se ha añadido a la lista de deseos',
  addFailed: 'Error al añadir el producto a la lista de deseos',
  removeFailed: 'Error al eliminar el producto de la lista de deseos',
} as const;
