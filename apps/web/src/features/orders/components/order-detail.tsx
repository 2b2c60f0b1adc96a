import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  documentConditions,
  PURCHASE_ORDER_LABEL,
  type DocumentTerms,
  type OrderDetail,
} from '@shop/shared';
import { DocumentBody } from '../../../components/documents/document-body';
import {
  DocumentColumns,
  DocumentFacts,
  DocumentSection,
} from '../../../components/documents/document-section';
import { orderPaymentFacts } from '../../../components/documents/order-payment-facts';
import { latestComment, OrderTimeline } from '../../../components/documents/order-timeline';
import { trmText } from '../../../components/tax-breakdown/document-taxes';
import { DownloadPdfButton } from '../../../components/ui/button/download-pdf-button';
import { Notice } from '../../../components/ui/notice/notice';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../utils/format';
import { useDownloadOrder } from '../api/download-order';
import { DeliveryAddressLine } from './delivery-address-line';

/** 'Descargar PDF': the order as the shop printed it. */
export function DownloadOrderPdf({ order }: { order: Pick<OrderDetail, 'id' | 'customId'> }) {
  return <DownloadPdfButton customId={order.customId} download={useDownloadOrder(order)} />;
}

/**
 * The customer's order in full: the shop's latest comment first (a courier's tracking number),
 * then what was bought with its taxes and conditions, and beside it the payment (with what
 * `payment` offers: pay online, send a receipt), the timeline and the documents.
 */
export function OrderDetailView({
  order,
  terms,
  payment,
  repeat,
}: {
  order: OrderDetail;
  terms: DocumentTerms;
  payment?: ReactNode;
  /** 'Repetir orden', from the route: it fills the cart. */
  repeat?: ReactNode;
}) {
  const comment = latestComment(order.timeline);
  return (
    <>
      {comment ? (
        <Notice title="Mensaje de la tienda">
          <p>{comment}</p>
        </Notice>
      ) : null}
      <DocumentColumns
        main={
          <DocumentBody
            caption={`Productos de la orden ${order.customId}`}
            lines={order.lines}
            taxes={order.taxes}
            legacy={{ ...order, total: order.totalOrder }}
            conditions={documentConditions({ kind: 'order', ...order }, terms)}
            bankTransfer={order.bankTransfer}
          />
        }
        aside={
          <>
            {order.deliveryAddress ? (
              <DocumentSection title="Entrega">
                <DeliveryAddressLine address={order.deliveryAddress} />
              </DocumentSection>
            ) : null}
            <DocumentSection title="Pago">
              <DocumentFacts facts={orderPaymentFacts(order)} />
              {payment}
            </DocumentSection>
            <DocumentSection title="Seguimiento">
              <OrderTimeline timeline={order.timeline} />
            </DocumentSection>
            {repeat ? <DocumentSection title="Volver a pedir">{repeat}</DocumentSection> : null}
            <DocumentSection title="Documentos">
              <DocumentFacts
                facts={[
                  { label: 'Fecha de emisión', value: formatDate(order.createdAt) },
                  ...(order.purchaseOrder
                    ? [{ label: PURCHASE_ORDER_LABEL, value: order.purchaseOrder }]
                    : []),
                  {
                    label: order.quoteCustomId
                      ? `TRM de la cotización ${order.quoteCustomId}`
                      : 'TRM del día de emisión',
                    value: trmText(order),
                  },
                ]}
              />
              <div>
                <DownloadOrderPdf order={order} />
              </div>
              <Link to={paths.orders.getHref()}>Volver a sus órdenes</Link>
            </DocumentSection>
          </>
        }
      />
    </>
  );
}
