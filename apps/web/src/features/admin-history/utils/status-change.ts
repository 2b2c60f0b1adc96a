import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/shared';

/**
 * What moving an order from one status to another does besides the status itself, in the words
 * the confirmation shows: stock moves only when an order enters or leaves CANCELED.
 */
export function statusChangeEffects(from: OrderStatus, to: OrderStatus): string[] {
  const effects = [
    `La orden pasará de «${ORDER_STATUS_LABELS[from]}» a «${ORDER_STATUS_LABELS[to]}».`,
  ];
  if (to === 'CANCELED') {
    effects.push('Las unidades de la orden vuelven al inventario.');
  } else if (from === 'CANCELED') {
    effects.push(
      'La orden vuelve a tomar sus unidades del inventario; si de algún producto ya no quedan suficientes, el cambio se rechaza.',
    );
  }
  effects.push('El cliente recibe un correo con el nuevo estado y el comentario, si escribe uno.');
  return effects;
}
