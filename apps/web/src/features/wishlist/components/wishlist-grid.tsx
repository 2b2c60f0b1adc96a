import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { Heart, HeartOff } from 'lucide-react';
import type { Wishlist } from '@shop/shared';
import { Badge } from '../../../components/ui/badge/badge';
import { Button, buttonClassName } from '../../../components/ui/button/button';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { Image } from '../../../components/ui/image/image';
import { Price } from '../../../components/ui/price/price';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { paths } from '../../../config/paths';
import { clientErrorMessage } from '../../../lib/api-client';
import { fileUrl } from '../../../lib/file-url';
import type { Viewer } from '../../../lib/query-keys';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';
import { WISHLIST_MESSAGES } from '../utils/messages';
import styles from './wishlist-grid.module.css';

export type WishlistProduct = Wishlist['products'][number];

interface WishlistGridProps {
  products: readonly WishlistProduct[];
  viewer: Viewer;
  /** 'Agregar al carrito' for a product, from the cart feature. */
  cartAction: (product: WishlistProduct) => ReactNode;
}

/** The saved products as cards: picture, name, model, price, and what to do with each. */
export function WishlistGrid({ products, viewer, cartAction }: WishlistGridProps) {
  return (
    <ul role="list" className={styles.grid}>
      {products.map((product) => (
        <li key={product.id}>
          <WishlistCard product={product} viewer={viewer} cartAction={cartAction(product)} />
        </li>
      ))}
    </ul>
  );
}

interface WishlistCardProps {
  product: WishlistProduct;
  viewer: Viewer;
  cartAction: ReactNode;
}

function WishlistCard({ product, viewer, cartAction }: WishlistCardProps) {
  const nameId = useId();
  const remove = useRemoveFromWishlist(viewer);
  const href = paths.product.getHref(product.id, product.name);
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <Link to={href} className={styles.media} tabIndex={-1} aria-hidden="true">
        <Image
          className={styles.image}
          src={fileUrl('product', product.images.product_url)}
          alt=""
          width={160}
          height={160}
        />
      </Link>
      <div className={styles.body}>
        <h2 id={nameId} className={styles.name}>
          <Link to={href}>{product.name}</Link>
        </h2>
        <p className={styles.model}>
          Modelo: <span className={styles.code}>{product.model}</span>
        </p>
        <p className={styles.price}>
          <Price amount={product.price} vat={product.iva.rate} />
        </p>
        {!product.available ? (
          <Badge tone="danger">No disponible para la venta</Badge>
        ) : product.inStock ? (
          <Badge tone="success">Disponible</Badge>
        ) : (
          <Badge tone="neutral">Agotado</Badge>
        )}
      </div>
      <div className={styles.actions}>
        {cartAction}
        <Button
          variant="ghost"
          className={styles.remove}
          icon={<HeartOff size={18} aria-hidden="true" />}
          isLoading={remove.isPending}
          onClick={() =>
            remove.mutate(product.id, {
              onError: (error) =>
                toast.error(clientErrorMessage(error, WISHLIST_MESSAGES.removeFailed)),
            })
          }
        >
          Eliminar de la lista
        </Button>
      </div>
    </article>
  );
}

export function WishlistEmpty() {
  return (
    <EmptyState
      icon={<Heart size={40} />}
      title="Su lista de deseos está vacía."
      text="Guarde productos con «Agregar a favoritos» para encontrarlos y cotizarlos más tarde."
      action={
        <Link className={buttonClassName({})} to={paths.search.getHref('')}>
          Ver el catálogo
        </Link>
      }
    />
  );
}

export function WishlistSkeleton() {
  return (
    <div className={styles.grid} aria-hidden="true">
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className={styles.card}>
          <Skeleton height={160} radius="sm" />
          <div className={styles.body}>
            <Skeleton width="90%" height={16} />
            <Skeleton width="50%" height={14} />
            <Skeleton width="40%" height={20} />
          </div>
        </div>
      ))}
    </div>
  );
}
