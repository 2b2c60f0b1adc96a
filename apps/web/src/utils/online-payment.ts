import {
  isOnlinePayMethod,
  type OrderStatus,
  type PayMethod,
  type PaymentStatus,
} from '@shop/shared';

interface OrderMoney {
  payMethod: PayMethod;
  paymentStatus: PaymentStatus;
  status: OrderStatus;
  /** Until when an unpaid online order keeps its stock. */
  payBy: string | null;
}

/**
 * Whether an order paid online still waits for its money and may be paid now: nothing received in
 * full, no payment in progress at the gateway, not cancelled, and its window still open. The
 * server decides (it refuses with the reason); this only says whether to offer "Pagar".
 */
export function awaitsOnlinePayment(order: OrderMoney, now = Date.now()): boolean {
  return (
    isOnlinePayMethod(order.payMethod) &&
    (order.paymentStatus === 'UNPAID' || order.paymentStatus === 'PARTIALLY_PAID') &&
    order.status !== 'CANCELED' &&
    order.payBy !== null &&
    Date.parse(order.payBy) > now
  );
}
