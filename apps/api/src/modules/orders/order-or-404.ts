import { ORDER_MESSAGES } from '@shop/shared';
import { notFound } from '../../lib/errors';

/**
 * The order read, or the 404 every route answers for one that does not exist or, read with its
 * owner, is another customer's: the two look the same from outside.
 */
export function orderOr404<T>(order: T | undefined): T {
  if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
  return order;
}
