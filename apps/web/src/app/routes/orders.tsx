import { useLocation } from 'react-router';
import { DEFAULT_DOCUMENT_TERMS, ORDER_MESSAGES, OrderSummarySchema } from '@shop/shared';
import { AccountPage } from '../../components/layouts/account-page';
import { PagedRecords } from '../../components/ui/record-table/paged-records';
import { useConfig } from '../../features/config/api/get-config';
import { useOrders } from '../../features/orders/api/get-orders';
import { OrdersEmpty, OrdersTable } from '../../features/orders/components/orders-table';
import { PlacedOrder } from '../../features/orders/components/placed-order';
import { PayNow, PayOrderButton } from '../../features/payments/components/pay-online';
import { OrderReceipts } from '../../features/transfer-receipts/components/order-receipts';
import { ReceiptsButton } from '../../features/transfer-receipts/components/receipts-button';
import { usePageParam } from '../../hooks/use-page-param';
import { awaitsOnlinePayment } from '../../utils/online-payment';
import { useViewer } from './use-viewer';

/**
 * The order the cart just placed, handed over in the navigation state; anything else there (an
 * older entry of the history, another shape) shows nothing.
 */
const placedOrderOf = (state: unknown) => {
  const parsed = OrderSummarySchema.safeParse((state as { placed?: unknown } | null)?.placed);
  return parsed.success ? parsed.data : null;
};

/**
 * /orders 'Órdenes': the customer's orders, 40 per page, each downloadable as a PDF, an online one
 * payable while it waits for its money, a transfer order with its receipts; first, right after the
 * cart placed one, what it is and how to pay it (for a transfer, the receipt's upload right there).
 */
export function OrdersRoute() {
  const { viewer, company } = useViewer();
  const { page, hrefFor } = usePageParam();
  const orders = useOrders(viewer, page);
  const terms = useConfig().data?.documentTerms ?? DEFAULT_DOCUMENT_TERMS;
  const placed = placedOrderOf(useLocation().state);
  // The navigation state is a snapshot: coming back after paying, the list knows better.
  const placedNow = placed && (orders.data?.orders.find((o) => o.id === placed.id) ?? placed);

  return (
    <AccountPage
      title="Órdenes"
      summary="El estado de cada orden se actualiza a medida que la procesamos."
    >
      {placedNow ? (
        <PlacedOrder order={placedNow} terms={terms}>
          {awaitsOnlinePayment(placedNow) ? <PayNow order={placedNow} /> : null}
          {placedNow.payMethod === 'BANK_TRANSFER' ? (
            <OrderReceipts viewer={viewer} orderId={placedNow.id} />
          ) : null}
        </PlacedOrder>
      ) : null}
      <PagedRecords
        query={orders}
        records={(data) => data.orders}
        page={page}
        hrefFor={hrefFor}
        loadFailed={ORDER_MESSAGES.ordersLoadFailed}
        empty={<OrdersEmpty />}
      >
        {(rows) => (
          <OrdersTable
            orders={rows}
            terms={terms}
            creatorShown={company !== null}
            paymentActions={(order, className) =>
              awaitsOnlinePayment(order) ? (
                <PayOrderButton order={order} className={className} />
              ) : order.payMethod === 'BANK_TRANSFER' ? (
                <ReceiptsButton viewer={viewer} order={order} className={className} />
              ) : null
            }
          />
        )}
      </PagedRecords>
    </AccountPage>
  );
}
