import { useParams } from 'react-router';
import {
  COMPANY_MESSAGES,
  DEFAULT_DOCUMENT_TERMS,
  DOCUMENT_DETAIL_MESSAGES,
  ORDER_MESSAGES,
} from '@shop/shared';
import { CreatedBy } from '../../components/documents/created-by';
import { DocumentQueryState } from '../../components/documents/document-query-state';
import { NotFoundState } from '../../components/errors/not-found-state';
import { AccountPage } from '../../components/layouts/account-page';
import { paths } from '../../config/paths';
import { useConfig } from '../../features/config/api/get-config';
import { useOrder } from '../../features/orders/api/get-order';
import { OrderDetailView } from '../../features/orders/components/order-detail';
import { OrderStatusBadge } from '../../features/orders/components/order-status-badge';
import { RepeatOrder } from '../../features/orders/components/repeat-order';
import { PayNow } from '../../features/payments/components/pay-online';
import { OrderReceipts } from '../../features/transfer-receipts/components/order-receipts';
import { awaitsOnlinePayment } from '../../utils/online-payment';
import { formatLongDateTime } from '../../utils/format';
import { parseId } from '../../utils/parse-id';
import { useViewer } from './use-viewer';

const NOT_FOUND_TITLE = 'Orden no encontrada';

/**
 * /orders/{id}: one of the customer's orders in full (what was bought, its taxes, its payment, the
 * shop's comments and its timeline), linked from 'Órdenes'. Another customer's order is not found.
 */
export function OrderRoute() {
  const id = parseId(useParams().id);
  if (id === null)
    return <NotFoundState title={NOT_FOUND_TITLE} message={ORDER_MESSAGES.orderNotFound} />;
  return <OrderPage key={id} id={id} />;
}

function OrderPage({ id }: { id: number }) {
  const { viewer, ready, company, mayBuy } = useViewer();
  const order = useOrder(viewer, id, ready);
  const terms = useConfig().data?.documentTerms ?? DEFAULT_DOCUMENT_TERMS;
  return (
    <DocumentQueryState
      query={order}
      notFoundTitle={NOT_FOUND_TITLE}
      loadFailed={DOCUMENT_DETAIL_MESSAGES.orderLoadFailed}
    >
      {(data) => (
        <AccountPage
          title={`Orden ${data.customId}`}
          parents={[{ label: 'Órdenes', href: paths.orders.getHref() }]}
          summary={
            <>
              <OrderStatusBadge status={data.status} /> Realizada el{' '}
              <time dateTime={data.createdAt}>{formatLongDateTime(data.createdAt)}</time>
              {company ? (
                <>
                  {' · '}
                  <CreatedBy name={data.createdBy} />
                </>
              ) : null}
            </>
          }
        >
          <OrderDetailView
            order={data}
            terms={terms}
            repeat={<RepeatOrder orderId={data.id} viewer={viewer} />}
            payment={
              awaitsOnlinePayment(data) ? (
                mayBuy ? (
                  <PayNow order={data} />
                ) : (
                  <p>{COMPANY_MESSAGES.cannotBuy}</p>
                )
              ) : data.payMethod === 'BANK_TRANSFER' ? (
                <OrderReceipts
                  viewer={viewer}
                  orderId={data.id}
                  showsMoney={false}
                  uploads={mayBuy}
                />
              ) : null
            }
          />
        </AccountPage>
      )}
    </DocumentQueryState>
  );
}
