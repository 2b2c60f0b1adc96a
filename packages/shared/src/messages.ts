// Zod-free, so the storefront's first download can show them without the schemas.
/** Spanish texts of the spec that both the API and the SPA show. */
export const MESSAGES = {
  loginIncomplete: 'Por favor, complete todos los campos.',
  loginFailed: 'Error al iniciar sesión. Por favor, revisa tus credenciales.',
  accountPending:
    'Tu cuenta está pendiente de aprobación. Te avisaremos por correo cuando sea activada.',
  accountInactive: 'Tu cuenta está inactiva. Comunícate con nosotros para más información.',
  sessionExpired: 'La sesión ha expirado. Inicia sesión nuevamente.',
  loginRequired: 'Debes iniciar sesion para acceder a esta pagina.',
  forbidden: 'No tienes permisos para acceder a esta pagina.',
  registrationIncomplete: 'Alguno de los campos no está completo.',
  registrationFailed: 'Hubo un error al registrar. Por favor intenta nuevamente.',
  registrationSuccess: '¡Registro exitoso! Recibirás un correo pronto.',
  emailTaken: 'Ya existe una cuenta registrada con este correo electrónico.',
  rutRequired: 'Por favor sube el archivo RUT',
  rutUploadFailed: 'Error al subir el archivo RUT',
  rutNotPdf: 'El RUT debe ser un archivo PDF.',
  rutTooLarge: 'El archivo RUT supera el tamaño máximo de 5 MB.',
  rutUnknown: 'El archivo RUT no es válido o ya fue usado. Súbelo de nuevo.',
  tooManyAttempts:
    'Demasiados intentos de inicio de sesión. Espera unos minutos e inténtalo de nuevo.',
  tooManyRequests: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
  serverBusy:
    'Estamos atendiendo muchas solicitudes en este momento. Inténtalo de nuevo en unos segundos.',
  notFound: 'No encontramos lo que buscas.',
  csrf: 'Solicitud rechazada por seguridad. Recarga la página e inténtalo de nuevo.',
  internal: 'Ocurrió un error inesperado. Inténtalo de nuevo en unos minutos.',
  invalidInput: 'Los datos enviados no son válidos.',
  payloadTooLarge: 'El archivo o los datos enviados son demasiado grandes.',
  multipartRequired: 'La solicitud debe enviarse como multipart/form-data.',
} as const;
