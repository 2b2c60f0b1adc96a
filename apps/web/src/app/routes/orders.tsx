import { ORDER_MESSAGES } from '@shop/shared';
import { AccountPage } from '../../components/layouts/account-page';
import { PagedRecords } from '../../components/ui/record-table/paged-records';
import { useOrders } from '../../features/orders/api/get-orders';
import { OrdersEmpty, OrdersTable } from '../../features/orders/components/orders-table';
import { usePageParam } from '../../hooks/use-page-param';
import { useViewer } from './use-viewer';

/** /orders 'Ordenes': the customer's orders, 40 per page, each downloadable as a PDF. */
export function OrdersRoute() {
  const { viewer } = useViewer();
  const { page, hrefFor } = usePageParam();
  const orders = useOrders(viewer, page);

  return (
    <AccountPage
      title="Ordenes"
      summary="El estado de cada orden se actualiza a medida que la procesamos."
    >
      <PagedRecords
        query={orders}
        records={(data) => data.orders}
        page={page}
        hrefFor={hrefFor}
        loadFailed={ORDER_MESSAGES.ordersLoadFailed}
        empty={<OrdersEmpty />}
      >
        {(rows) => <OrdersTable orders={rows} />}
      </PagedRecords>
    </AccountPage>
  );
}
