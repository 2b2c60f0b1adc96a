import { ONLINE_PAYMENT_MESSAGES } from '@shop/shared';

/** The payment screens' own words; the server's refusals arrive in its Spanish messages. */
export const PAYMENT_MESSAGES = {
  /** A failure with no message of the server's to show (the gateway or the network). */
  startFailed: ONLINE_PAYMENT_MESSAGES.gatewayUnavailable,
  loadFailed: 'No pudimos consultar el pago de la orden. Intente de nuevo.',
  orderNotFound: 'No encontramos la orden solicitada.',
  leaving: 'Lo llevamos a la página de pago de Wompi…',
  stillConfirming:
    'La entidad financiera aún no responde. Seguimos confirmando su pago; le escribiremos al correo en cuanto tengamos la respuesta.',
  declined: 'La entidad financiera no aprobó el pago.',
  declinedRetry: 'Puede intentarlo de nuevo, con la misma tarjeta o con otro medio de pago.',
} as const;
