import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Info, ShoppingCart } from 'lucide-react';
import {
  countOf,
  formatCop,
  isBelowMinimumPurchase,
  ORDER_MESSAGES,
  type Cart,
} from '@shop/shared';
import { TaxBreakdownView } from '../../../components/tax-breakdown/tax-breakdown';
import { Button, buttonClassName } from '../../../components/ui/button/button';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { paths } from '../../../config/paths';
import type { Viewer } from '../../../lib/query-keys';
import { CART_MESSAGES } from '../utils/messages';
import { CartLine } from './cart-line';
import styles from './cart-view.module.css';

interface CartViewProps {
  cart: Cart;
  viewer: Viewer;
  /** The shop's minimum purchase in pesos (0: none), shown while the cart is below it. */
  minimumPurchase: number;
  /** 'Generar cotización', the payment method and 'Generar orden', from their features. */
  checkout: ReactNode;
}

/** The cart page's body: the lines, and the summary with the total and the checkout. */
export function CartView({ cart, viewer, minimumPurchase, checkout }: CartViewProps) {
  const units = cart.items.reduce((sum, item) => sum + item.quantity, 0);
  const belowMinimum = isBelowMinimumPurchase(cart.subtotal, minimumPurchase);
  return (
    <div className={styles.layout}>
      <section className={styles.lines} aria-label="Productos del carrito">
        <div className={styles.heads} aria-hidden="true">
          <span className={styles.headProduct}>Producto</span>
          <span className={styles.headEnd}>Precio unitario</span>
          <span className={styles.headCenter}>Cantidad</span>
          <span className={styles.headEnd}>Total</span>
          <span />
        </div>
        <ul role="list" className={styles.list}>
          {cart.items.map((item, index) => (
            <li key={item.id}>
              {/* The estimate's lines come in the cart's order. */}
              <CartLine item={item} viewer={viewer} iva={cart.taxes?.lines[index]} />
            </li>
          ))}
        </ul>
      </section>
      <aside className={styles.summary} aria-labelledby="carrito-resumen">
        <h2 id="carrito-resumen" className={styles.summaryTitle}>
          Resumen
        </h2>
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt>Productos</dt>
            <dd>
              {cart.items.length.toLocaleString('es-CO')} ({countOf(units, 'unidad', 'unidades')})
            </dd>
          </div>
          {cart.taxes ? null : (
            <div className={styles.grandTotal}>
              <dt>Total</dt>
              <dd>{formatCop(cart.subtotal)}</dd>
            </div>
          )}
        </dl>
        {cart.taxes ? (
          <>
            <TaxBreakdownView taxes={cart.taxes} />
            <p className={styles.estimate}>{CART_MESSAGES.estimateNote}</p>
          </>
        ) : (
          <p className={styles.note}>{ORDER_MESSAGES.cartNote}</p>
        )}
        {belowMinimum ? (
          <p className={styles.minimum}>
            <Info size={16} aria-hidden="true" />
            <span>
              Compra mínima para cotizar u ordenar: {formatCop(minimumPurchase)} antes de impuestos.
            </span>
          </p>
        ) : null}
        <div id="carrito-checkout" className={styles.checkout} tabIndex={-1}>
          {checkout}
        </div>
      </aside>
      <StickyTotal
        label={cart.taxes ? 'Total a pagar' : 'Total'}
        amount={cart.taxes?.totalToPay ?? cart.subtotal}
      />
    </div>
  );
}

/**
 * Phones only (the CSS hides it from 768 px): the lines push the summary 1,500 px down, so the
 * total and the way to order or quote stay at the bottom of the screen.
 */
function StickyTotal({ label, amount }: { label: string; amount: number }) {
  const toCheckout = () => {
    const target = document.getElementById('carrito-checkout');
    target?.scrollIntoView({ block: 'center' });
    target?.focus({ preventScroll: true });
  };
  return (
    <div className={styles.stickyTotal}>
      <p className={styles.stickyAmount}>
        <span className={styles.stickyLabel}>{label}</span>
        <span>{formatCop(amount)}</span>
      </p>
      <Button onClick={toCheckout}>Ordenar o cotizar</Button>
    </div>
  );
}

/** 'No hay productos en el carrito.' with a way back to the catalogue. */
export function CartEmpty() {
  return (
    <EmptyState
      icon={<ShoppingCart size={40} />}
      title={ORDER_MESSAGES.emptyCart}
      text="Explore el catálogo y agregue productos para cotizarlos o generar una orden."
      action={
        <Link className={buttonClassName({})} to={paths.search.getHref('')}>
          Ver el catálogo
        </Link>
      }
    />
  );
}

/** The page's shape while the cart loads. */
export function CartSkeleton() {
  return (
    <div className={styles.layout} aria-hidden="true">
      <div className={styles.lines}>
        {[0, 1, 2].map((index) => (
          <div key={index} className={styles.skeletonLine}>
            <Skeleton width={64} height={64} radius="sm" />
            <div className={styles.skeletonText}>
              <Skeleton width="80%" height={16} />
              <Skeleton width="45%" height={14} />
            </div>
          </div>
        ))}
      </div>
      <div className={styles.summary}>
        <Skeleton width="40%" height={22} />
        <Skeleton height={28} />
        <Skeleton height={160} radius="md" />
      </div>
    </div>
  );
}
