import { Link } from 'react-router';
import type { ProductSummary } from '@shop/shared';
import { Image } from '../../../components/ui/image/image';
import { Price } from '../../../components/ui/price/price';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { paths } from '../../../config/paths';
import { fileUrl } from '../../../lib/file-url';
import styles from './product-card.module.css';

export const CARD_IMAGE_SIZE = 240;

interface ProductCardProps {
  product: ProductSummary;
  /** For anonymous visitors, whose answer has no price: opens the sign-in panel. */
  onSignIn: () => void;
  /** Eager and high for the cards above the fold (see ProductGrid); lazy otherwise. */
  imageLoading?: 'eager' | 'lazy';
  imagePriority?: 'high' | 'auto';
}

/**
 * A dense catalogue card. Its link holds the picture, brand, name and model, and is stretched
 * over the whole card; the price row (or the 'Acceder y Ver Precio' button, above the stretched
 * link) sits outside it, so a button never nests in a link.
 */
export function ProductCard({
  product,
  onSignIn,
  imageLoading = 'lazy',
  imagePriority = 'auto',
}: ProductCardProps) {
  return (
    <article className={styles.card}>
      <Link to={paths.product.getHref(product.id, product.name)} className={styles.link}>
        <div className={styles.media}>
          <Image
            className={styles.image}
            src={fileUrl('product', product.images.product_url)}
            alt=""
            width={CARD_IMAGE_SIZE}
            height={CARD_IMAGE_SIZE}
            loading={imageLoading}
            fetchPriority={imagePriority}
          />
          {product.inStock ? null : <span className={styles.badge}>Agotado</span>}
        </div>
        <div className={styles.text}>
          <p className={styles.brand}>{product.brand.name}</p>
          <h2 className={styles.name}>{product.name}</h2>
          <p className={styles.model}>
            <span className="visually-hidden">Modelo: </span>
            {product.model}
          </p>
        </div>
      </Link>
      <div className={styles.price}>
        {product.price === undefined ? (
          <button type="button" className={styles.signIn} onClick={onSignIn}>
            Acceder y Ver Precio
          </button>
        ) : (
          <p>
            <Price amount={product.price} vat={product.iva?.rate ?? product.vat} />
          </p>
        )}
      </div>
    </article>
  );
}

/** The card's shape while the list loads: same boxes, so nothing moves when it arrives. */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.link}>
        <span className={styles.media}>
          <Skeleton className={styles.image} height="100%" radius="sm" />
        </span>
        <span className={styles.text}>
          <Skeleton width="40%" height={14} />
          <span className={styles.nameSkeleton}>
            <Skeleton width="95%" height={16} />
            <Skeleton width="70%" height={16} />
          </span>
          <Skeleton width="50%" height={14} />
        </span>
      </div>
      <div className={styles.price}>
        <Skeleton width="65%" height={20} />
      </div>
    </div>
  );
}
