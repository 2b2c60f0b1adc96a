import { useState } from 'react';
import { RefreshCcw } from 'lucide-react';
import {
  documentConditions,
  PURCHASE_ORDER_LABEL,
  type DocumentTerms,
  type StaffOrderDetail,
} from '@shop/shared';
import { DocumentBody } from '../../../components/documents/document-body';
import {
  DocumentColumns,
  DocumentFacts,
  DocumentSection,
} from '../../../components/documents/document-section';
import { orderPaymentFacts } from '../../../components/documents/order-payment-facts';
import { OrderTimeline } from '../../../components/documents/order-timeline';
import { trmText } from '../../../components/tax-breakdown/document-taxes';
import { AuditSection } from '../../../components/ui/audit-trail/audit-section';
import { Button } from '../../../components/ui/button/button';
import { DownloadPdfButton } from '../../../components/ui/button/download-pdf-button';
import type { Viewer } from '../../../lib/query-keys';
import { formatDate } from '../../../utils/format';
import { useDownloadDocument } from '../api/download-document';
import { DocumentCustomerFacts } from './document-customer';
import { orderHistory } from './order-audit';
import { OrderStatusDialog } from './order-status-dialog';

/** 'Descargar PDF' of a quote or an order of the history. */
export function DownloadDocumentPdf({
  document,
}: {
  document: { type: 'quote' | 'order'; id: number; customId: string };
}) {
  return (
    <DownloadPdfButton customId={document.customId} download={useDownloadDocument(document)} />
  );
}

/**
 * An order on its dashboard page: what the customer bought with its taxes, who the customer is,
 * how it is paid, the timeline the customer also reads (with the comments sent), 'Cambiar estado'
 * and the audit trail of who did what.
 */
export function StaffOrderDetailView({
  viewer,
  order,
  terms,
}: {
  viewer: Viewer;
  order: StaffOrderDetail;
  terms: DocumentTerms;
}) {
  const [changing, setChanging] = useState(false);
  return (
    <>
      <DocumentColumns
        main={
          <DocumentBody
            caption={`Productos de la orden ${order.customId}`}
            lines={order.lines}
            taxes={order.taxes}
            legacy={{ ...order, total: order.totalOrder }}
            conditions={documentConditions({ kind: 'order', ...order }, terms)}
          />
        }
        aside={
          <>
            <DocumentSection title="Estado">
              <div>
                <Button
                  icon={<RefreshCcw size={16} aria-hidden="true" />}
                  onClick={() => setChanging(true)}
                >
                  Cambiar estado
                </Button>
              </div>
              <OrderTimeline timeline={order.timeline} />
            </DocumentSection>
            <DocumentSection title="Cliente">
              <DocumentCustomerFacts customer={order.customer} />
            </DocumentSection>
            <DocumentSection title="Pago">
              <DocumentFacts facts={orderPaymentFacts(order)} />
            </DocumentSection>
            <DocumentSection title="Documentos">
              <DocumentFacts
                facts={[
                  { label: 'Fecha de emisión', value: formatDate(order.createdAt) },
                  ...(order.purchaseOrder
                    ? [{ label: PURCHASE_ORDER_LABEL, value: order.purchaseOrder }]
                    : []),
                  ...(order.quoteCustomId
                    ? [{ label: 'Desde la cotización', value: order.quoteCustomId }]
                    : []),
                  { label: 'TRM', value: trmText(order) },
                ]}
              />
              <div>
                <DownloadDocumentPdf document={{ type: 'order', ...order }} />
              </div>
            </DocumentSection>
            <OrderStatusDialog order={changing ? order : null} onClose={() => setChanging(false)} />
          </>
        }
      />
      {/* Full width: the trail's reason column is the widest. */}
      <AuditSection {...orderHistory(viewer, order)} />
    </>
  );
}
