/** The spec's cart texts (§8). */
export const CART_MESSAGES = {
  loadFailed: 'Error al obtener el carrito de compras…',
  added: 'El producto se ha añadido al carrito',
  addFailed: 'Error al añadir el producto al carrito',
  incrementFailed: 'Error al incrementar la cantidad',
  decrementFailed: 'Error al decrementar la cantidad',
  removeFailed: 'Error al eliminar el producto',
  /** Under the cart's tax estimate: the quote, not the cart, fixes the figures. */
  estimateNote: 'Estimado con las reglas de hoy; la cotización fija los valores.',
} as const;
