import { useState } from 'react';
import { FileUp } from 'lucide-react';
import type { OrderSummary } from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { Modal } from '../../../components/ui/modal/modal';
import type { Viewer } from '../../../lib/query-keys';
import { OrderReceipts } from './order-receipts';

/**
 * The orders table's way to a transfer order's receipts: 'Subir comprobante' while the order
 * still owes money, 'Comprobantes' once it does not; either opens them with the accounts.
 */
export function ReceiptsButton({
  viewer,
  order,
  className,
}: {
  viewer: Viewer;
  order: OrderSummary;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const owes = order.status !== 'CANCELED' && order.amountPaid < order.totalOrder;
  return (
    <>
      <Button
        variant="secondary"
        className={className}
        icon={<FileUp size={16} aria-hidden="true" />}
        onClick={() => setOpen(true)}
      >
        {owes ? 'Subir comprobante' : 'Comprobantes'}
        <span className="visually-hidden"> de {order.customId}</span>
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={`Pago por transferencia de la orden ${order.customId}`}
      >
        <OrderReceipts viewer={viewer} orderId={order.id} bankTransfer={order.bankTransfer} />
      </Modal>
    </>
  );
}
