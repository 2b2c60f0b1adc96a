/** The spec's texts for content that cannot be shown (§8). */
export const FOOTER_ERROR = 'Hubo un problema al cargar las configuraciones.';
export const LOGIN_CONTENT_MISSING =
  'No se encontró la sección de Login o no hay contenido disponible.';
