import { Link } from 'react-router';
import { RotateCcw } from 'lucide-react';
import { QuickOrderReport } from '../../../components/quick-order-report/quick-order-report';
import { Button } from '../../../components/ui/button/button';
import { paths } from '../../../config/paths';
import { clientErrorMessage } from '../../../lib/api-client';
import type { Viewer } from '../../../lib/query-keys';
import { useRepeatOrder } from '../api/repeat-order';
import styles from './repeat-order.module.css';

/**
 * 'Repetir orden': puts the order's products back in the cart at today's prices and stock, then
 * says what went in and what could not, with the way to the cart.
 */
export function RepeatOrder({ orderId, viewer }: { orderId: number; viewer: Viewer }) {
  const repeat = useRepeatOrder(viewer);
  return (
    <div className={styles.repeat}>
      <p className={styles.lead}>Los mismos productos y cantidades, a los precios de hoy.</p>
      <Button
        variant="secondary"
        icon={<RotateCcw size={18} aria-hidden="true" />}
        isLoading={repeat.isPending}
        disabled={repeat.isPending}
        onClick={() => repeat.mutate(orderId)}
      >
        Repetir orden
      </Button>
      {repeat.data ? (
        <>
          <QuickOrderReport result={repeat.data} />
          <Link to={paths.cart.getHref()}>Ir al carrito</Link>
        </>
      ) : null}
      {repeat.isError ? (
        <p className={styles.error} role="alert">
          {clientErrorMessage(repeat.error, 'No se pudo repetir la orden. Inténtelo de nuevo.')}
        </p>
      ) : null}
    </div>
  );
}
