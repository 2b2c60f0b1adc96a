// Zod-free, so the storefront's first download can show them without the schemas.
/** Spanish texts of the spec that both the API and the SPA show. */
export const MESSAGES = {
  loginIncomplete: 'Por favor, complete todos los campos.',
  loginFailed: 'Error al iniciar sesión. Por favor, revise sus credenciales.',
  accountPending:
    'Su cuenta está pendiente de aprobación. Le avisaremos por correo cuando sea activada.',
  accountInactive: 'Su cuenta está inactiva. Comuníquese con nosotros para más información.',
  sessionExpired: 'La sesión ha expirado. Inicie sesión nuevamente.',
  loginRequired: 'Debe iniciar sesión para acceder a esta página.',
  forbidden: 'No tiene permisos para acceder a esta página.',
  registrationIncomplete: 'Alguno de los campos no está completo.',
  registrationFailed: 'Hubo un error al registrar. Por favor intente nuevamente.',
  registrationSuccess: '¡Registro exitoso! Recibirá un correo pronto.',
  emailTaken: 'Ya existe una cuenta registrada con este correo electrónico.',
  rutRequired: 'Por favor suba el archivo RUT',
  rutUploadFailed: 'Error al subir el archivo RUT',
  rutNotPdf: 'El RUT debe ser un archivo PDF.',
  rutTooLarge: 'El archivo RUT supera el tamaño máximo de 5 MB.',
  rutUnknown: 'El archivo RUT no es válido o ya fue usado. Súbelo de nuevo.',
  tooManyAttempts:
    'Demasiados intentos de inicio de sesión. Espere unos minutos e inténtelo de nuevo.',
  tooManyRequests: 'Demasiadas solicitudes. Espere un momento e inténtelo de nuevo.',
  serverBusy:
    'Estamos atendiendo muchas solicitudes en este momento. Inténtelo de nuevo en unos segundos.',
  notFound: 'No encontramos lo que busca.',
  /** A page that failed to show (the router's error boundary). */
  somethingFailed: '¡Algo falló!',
  /** An account address without a usable user id. */
  userUndefined: 'Error: el usuario no está definido.',
  /** A user whose profile row is missing. */
  profileUndefined: 'Error: el perfil no está definido.',
  /** The dashboard's product detail, when the product's data cannot be read. */
  productsInfoLoadFailed: 'No se pudo cargar la información de los productos',
  csrf: 'Solicitud rechazada por seguridad. Recargue la página e inténtelo de nuevo.',
  internal: 'Ocurrió un error inesperado. Inténtelo de nuevo en unos minutos.',
  invalidInput: 'Los datos enviados no son válidos.',
  payloadTooLarge: 'El archivo o los datos enviados son demasiado grandes.',
  multipartRequired: 'La solicitud debe enviarse como multipart/form-data.',
} as const;

const units = (n: number) =>
  n === 1 ? '1 unidad disponible' : `${n.toLocaleString('es-CO')} unidades disponibles`;

/**
 * What the cart says when it cannot take every unit asked for: it holds at most the units in
 * stock (docs/architecture.md, "Stock"), so it never announces units it cannot sell.
 */
export const CART_STOCK_MESSAGES = {
  /** Some of the units were added: as many as the stock allows. */
  limited: (name: string, available: number, added: number) =>
    `Solo hay ${units(available)} de ${name}; se ${added === 1 ? 'añadió 1' : `añadieron ${added.toLocaleString('es-CO')}`} al carrito.`,
  /** The cart already holds every unit in stock. */
  allInCart: (name: string, available: number) =>
    `Solo hay ${units(available)} de ${name} y ya están en su carrito.`,
  outOfStock: (name: string) => `${name} está agotado; no se añadió al carrito.`,
  /** Withdrawn from sale (a quick order names it by its code). */
  notForSale: (name: string) => `${name} no está disponible para la venta.`,
} as const;

/**
 * NOT_FOUND texts for the things both the API and the SPA (on a malformed address) say are
 * missing. Zod-free, here rather than beside ERRORS: a storefront page importing them from there
 * brought every schema into its chunk, evaluated before the page could hydrate.
 */
export const NOT_FOUND_MESSAGES = {
  product: 'No encontramos el producto solicitado.',
  category: 'No encontramos la categoría solicitada.',
  brand: 'No encontramos la marca solicitada.',
  page: 'No encontramos la página solicitada.',
} as const;
