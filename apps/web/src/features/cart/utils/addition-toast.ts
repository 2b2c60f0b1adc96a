import { toast } from '../../../lib/toast';
import { CART_STOCK_MESSAGES, type CartAddition } from '@shop/shared';
import { CART_MESSAGES } from './messages';

/**
 * After an addition: 'añadido' only when every unit asked for went in; otherwise how many the
 * stock allowed, so the cart never announces units it cannot sell.
 */
export function toastAddition({ shortfalls }: CartAddition, announce = true) {
  if (shortfalls.length) {
    const text = shortfalls
      .map((s) => CART_STOCK_MESSAGES.limited(s.name, s.available, s.added))
      .join(' ');
    toast.warning(text, { toastId: 'cart-stock' });
  } else if (announce) toast.success(CART_MESSAGES.added);
}
