import type { ComponentProps } from 'react';
import { PURCHASE_ORDER_LABEL, PURCHASE_ORDER_MAX, PURCHASE_ORDER_MESSAGES } from '@shop/shared';
import { TextField } from './text-field';

type PurchaseOrderFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'help'>;

/**
 * 'Orden de compra (opcional)': the customer's own purchase-order number on an order from the
 * cart or a quote's conversion, checked by `PurchaseOrderSchema` (packages/shared/src/orders.ts).
 */
export function PurchaseOrderField(props: PurchaseOrderFieldProps) {
  return (
    <TextField
      label={`${PURCHASE_ORDER_LABEL} (opcional)`}
      help={PURCHASE_ORDER_MESSAGES.help}
      autoComplete="off"
      maxLength={PURCHASE_ORDER_MAX}
      {...props}
    />
  );
}
