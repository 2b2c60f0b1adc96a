import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { Trash2 } from 'lucide-react';
import { formatCop, lineTotal, type Cart } from '@shop/shared';
import { Badge } from '../../../components/ui/badge/badge';
import { IconButton } from '../../../components/ui/button/icon-button';
import { Image } from '../../../components/ui/image/image';
import { Price } from '../../../components/ui/price/price';
import { paths } from '../../../config/paths';
import { clientErrorMessage } from '../../../lib/api-client';
import { fileUrl } from '../../../lib/file-url';
import type { Viewer } from '../../../lib/query-keys';
import { useAddToCart } from '../api/add-to-cart';
import { useRemoveFromCart } from '../api/remove-from-cart';
import { toastAddition } from '../utils/addition-toast';
import { CART_MESSAGES } from '../utils/messages';
import { QuantityStepper } from './quantity-stepper';
import styles from './cart-line.module.css';

type CartItem = Cart['items'][number];

interface CartLineProps {
  item: CartItem;
  viewer: Viewer;
  /** The tax estimate's line: the IVA rate it applies and why (an excluded laptop), when known. */
  iva?: { ivaRate: number; reason: string | null } | undefined;
}

/** One product of the cart: picture, identity, unit price, quantity controls and line total. */
export function CartLine({ item, viewer, iva }: CartLineProps) {
  const ivaReason = iva?.reason;
  const nameId = useId();
  const add = useAddToCart(viewer);
  const remove = useRemoveFromCart(viewer);
  // Bumped after every answer, so the quantity box drops a refused value.
  const [answers, setAnswers] = useState(0);
  const busy = add.isPending || remove.isPending;
  const settle = { onSettled: () => setAnswers((n) => n + 1) };
  const fail = (fallback: string) => (error: unknown) =>
    toast.error(clientErrorMessage(error, fallback));

  const change = (delta: number) => {
    const items = [{ productId: item.id, quantity: Math.abs(delta) }];
    if (delta > 0)
      add.mutate(
        { items },
        {
          ...settle,
          // The new quantity shows in the line; only a shortfall needs saying.
          onSuccess: (answer) => toastAddition(answer, false),
          onError: fail(CART_MESSAGES.incrementFailed),
        },
      );
    else remove.mutate({ items }, { ...settle, onError: fail(CART_MESSAGES.decrementFailed) });
  };

  return (
    <article className={styles.line} aria-labelledby={nameId} aria-busy={busy || undefined}>
      <Link
        to={paths.product.getHref(item.id, item.name)}
        className={styles.media}
        tabIndex={-1}
        aria-hidden="true"
      >
        <Image
          className={styles.image}
          src={fileUrl('product', item.images.product_url)}
          alt=""
          width={72}
          height={72}
        />
      </Link>
      <div className={styles.info}>
        <h2 id={nameId} className={styles.name}>
          <Link to={paths.product.getHref(item.id, item.name)}>{item.name}</Link>
        </h2>
        <p className={styles.ids}>
          <span>
            Modelo: <span className={styles.code}>{item.model}</span>
          </span>{' '}
          <span>
            SKU: <span className={styles.code}>{item.sku}</span>
          </span>
        </p>
        <StockNote item={item} />
        {ivaReason ? <p className={styles.ivaReason}>{ivaReason}</p> : null}
      </div>
      <p className={styles.price}>
        <span className={styles.label}>Precio unitario</span>
        <Price amount={item.price} vat={iva?.ivaRate ?? item.vat} showRate size="sm" />
      </p>
      <div className={styles.quantity}>
        <QuantityStepper
          quantity={item.quantity}
          max={item.stock}
          productName={item.name}
          busy={busy}
          resetKey={answers}
          onDecrement={() => change(-1)}
          onIncrement={() => change(1)}
          onSet={(quantity) => change(quantity - item.quantity)}
          onInvalid={(message) => toast.error(message, { toastId: 'cart-quantity' })}
        />
      </div>
      <p className={styles.total}>
        <span className={styles.label}>Total</span>
        <span className={styles.amount}>{formatCop(lineTotal(item.price, item.quantity))}</span>
      </p>
      <div className={styles.remove}>
        <IconButton
          label="Eliminar"
          icon={<Trash2 size={18} />}
          disabled={busy}
          onClick={() =>
            remove.mutate(
              { items: [{ productId: item.id, quantity: item.quantity }] },
              { ...settle, onError: fail(CART_MESSAGES.removeFailed) },
            )
          }
        />
      </div>
    </article>
  );
}

/** Why this line may not go through as it is: withdrawn, sold out, or short of stock. */
function StockNote({ item }: { item: CartItem }) {
  if (!item.available) return <Badge tone="danger">No disponible para la venta</Badge>;
  if (item.stock <= 0) return <Badge tone="danger">Agotado</Badge>;
  if (item.stock < item.quantity) {
    return <Badge tone="progress">Solo hay {item.stock.toLocaleString('es-CO')} disponibles</Badge>;
  }
  return null;
}
