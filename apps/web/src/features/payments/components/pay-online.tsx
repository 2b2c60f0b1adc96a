import { useRef } from 'react';
import { CreditCard, ExternalLink } from 'lucide-react';
import { toast } from '../../../lib/toast';
import type { CheckoutRedirect } from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { clientErrorMessage } from '../../../lib/api-client';
import { formatLongDateTime } from '../../../utils/format';
import { useStartPayment } from '../api/start-payment';
import { goToCheckout } from '../utils/go-to-checkout';
import { PAYMENT_MESSAGES } from '../utils/messages';
import styles from './pay-online.module.css';

/**
 * Starts an online payment and leaves for the gateway's checkout. The server's refusals (already
 * paid, a payment in progress, its window closed, online payments switched off) are its Spanish
 * messages, shown as a toast; a press while one is under way, or once leaving, does nothing.
 */
export function usePayOnline() {
  const start = useStartPayment();
  const sending = useRef(false);
  const pay = (orderId: number) => {
    if (sending.current) return;
    sending.current = true;
    start.mutate(orderId, {
      // Stays "sending" on success: the page is being left, a second press would only reload it.
      onSuccess: (redirect) => goToCheckout(redirect.checkoutUrl),
      onError: (error) => {
        sending.current = false;
        toast.error(clientErrorMessage(error, PAYMENT_MESSAGES.startFailed));
      },
    });
  };
  return { pay, isPending: start.isPending, leaving: start.data ?? null };
}

/** While the browser leaves for the checkout: the gateway's terms, and a way there by hand. */
export function LeavingForCheckout({ redirect }: { redirect: CheckoutRedirect }) {
  return (
    <div className={styles.leaving} role="status">
      <p>{PAYMENT_MESSAGES.leaving}</p>
      <p className={styles.hint}>
        Si no se abre,{' '}
        <a href={redirect.checkoutUrl}>
          continúe a la página de pago
          <ExternalLink size={14} aria-hidden="true" className={styles.linkIcon} />
        </a>
        .
      </p>
      <GatewayTerms termsUrl={redirect.termsUrl} />
    </div>
  );
}

/** "Al pagar acepta el reglamento de Wompi", linking the gateway's own terms when it gave them. */
export function GatewayTerms({ termsUrl }: { termsUrl: string | null }) {
  if (!termsUrl) return null;
  return (
    <p className={styles.hint}>
      <a href={termsUrl} target="_blank" rel="noreferrer">
        Al pagar acepta el reglamento de Wompi
      </a>
    </p>
  );
}

interface PayNowProps {
  order: { id: number; customId: string; payBy: string | null };
}

/**
 * 'Pagar ahora' under the order just placed with a card, PSE or Nequi: the order keeps its stock
 * until its window closes, paid at the gateway's checkout.
 */
export function PayNow({ order }: PayNowProps) {
  const { pay, isPending, leaving } = usePayOnline();
  return (
    <div className={styles.payNow}>
      <p>
        Pague en línea con Wompi
        {order.payBy ? (
          <>
            {' '}
            antes del <strong>{formatLongDateTime(order.payBy)}</strong>: hasta entonces reservamos
            los productos de la orden.
          </>
        ) : (
          '.'
        )}
      </p>
      <div>
        <Button
          size="lg"
          icon={<CreditCard size={20} aria-hidden="true" />}
          isLoading={isPending || leaving !== null}
          onClick={() => pay(order.id)}
        >
          Pagar ahora
        </Button>
      </div>
      {leaving ? <LeavingForCheckout redirect={leaving} /> : null}
    </div>
  );
}

/** The orders table's 'Pagar' for an online order still waiting for its money, styled as its row's buttons. */
export function PayOrderButton({
  order,
  className,
}: {
  order: { id: number; customId: string };
  className: string;
}) {
  const { pay, isPending, leaving } = usePayOnline();
  return (
    <Button
      className={className}
      icon={<CreditCard size={16} aria-hidden="true" />}
      isLoading={isPending || leaving !== null}
      onClick={() => pay(order.id)}
    >
      Pagar<span className="visually-hidden"> {order.customId}</span>
    </Button>
  );
}
