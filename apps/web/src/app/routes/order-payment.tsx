import { useParams, useSearchParams } from 'react-router';
import { AccountPage } from '../../components/layouts/account-page';
import { Notice } from '../../components/ui/notice/notice';
import { paths } from '../../config/paths';
import { PaymentReturn } from '../../features/payments/components/payment-return';
import { PAYMENT_MESSAGES } from '../../features/payments/utils/messages';
import { parseId } from '../../utils/parse-id';
import { useViewer } from './use-viewer';

/**
 * /orders/:id/pago: where the payment gateway sends the customer back, with `?id=<transaction>`
 * (and `env=test` in the sandbox, which the page ignores); opened by hand, the order's payment.
 */
export function OrderPaymentRoute() {
  const { viewer } = useViewer();
  const orderId = parseId(useParams().id);
  const transactionId = useSearchParams()[0].get('id')?.trim() || null;
  return (
    <AccountPage
      title="Pago de la orden"
      parents={[{ label: 'Órdenes', href: paths.orders.getHref() }]}
    >
      {orderId === null ? (
        <Notice tone="danger">{PAYMENT_MESSAGES.orderNotFound}</Notice>
      ) : (
        <PaymentReturn
          // Another order or another return starts afresh: one confirmation each.
          key={`${orderId}-${transactionId ?? ''}`}
          viewer={viewer}
          orderId={orderId}
          transactionId={transactionId}
        />
      )}
    </AccountPage>
  );
}
