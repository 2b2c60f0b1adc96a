import { ORDER_MESSAGES } from '@shop/shared';
import { AccountPage } from '../../components/layouts/account-page';
import { LoadProblem } from '../../components/errors/load-problem';
import { Pager } from '../../components/ui/pager/pager';
import { RecordTableSkeleton } from '../../components/ui/record-table/record-table';
import { PastLastPage } from '../../components/ui/record-table/past-last-page';
import { useOrders } from '../../features/orders/api/get-orders';
import { OrdersEmpty, OrdersTable } from '../../features/orders/components/orders-table';
import { useErrorToast } from '../../hooks/use-error-toast';
import { usePageParam } from '../../hooks/use-page-param';
import { useViewer } from './use-viewer';

/** /orders 'Ordenes': the customer's orders, 40 per page, each downloadable as a PDF. */
export function OrdersRoute() {
  const { viewer } = useViewer();
  const { page, hrefFor } = usePageParam();
  const orders = useOrders(viewer, page);
  useErrorToast(orders.isError, ORDER_MESSAGES.ordersLoadFailed);
  const data = orders.data;

  return (
    <AccountPage
      title="Ordenes"
      summary="El estado de cada orden se actualiza a medida que la procesamos."
    >
      {data ? (
        data.orders.length > 0 ? (
          <div aria-busy={orders.isPlaceholderData || undefined}>
            <OrdersTable orders={data.orders} />
            <Pager page={page} totalPages={data.totalPages} hrefFor={hrefFor} />
          </div>
        ) : page > 1 ? (
          <PastLastPage firstPageHref={hrefFor(1)} />
        ) : (
          <OrdersEmpty />
        )
      ) : orders.isError ? (
        <LoadProblem
          message={ORDER_MESSAGES.ordersLoadFailed}
          onRetry={() => void orders.refetch()}
          isRetrying={orders.isFetching}
        />
      ) : (
        <RecordTableSkeleton />
      )}
    </AccountPage>
  );
}
