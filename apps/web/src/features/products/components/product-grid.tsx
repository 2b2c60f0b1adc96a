import type { ProductSummary } from '@shop/shared';
import { ProductCard, ProductCardSkeleton } from './product-card';
import styles from './product-grid.module.css';

interface ProductGridProps {
  products: ProductSummary[];
  onSignIn: () => void;
}

/**
 * The first row of a listing is on screen at once (two cards on a phone, four on a desk), and one
 * of its pictures is the page's largest paint: those load at once, the rest as they near the view.
 */
const FIRST_ROW = 4;
const FIRST_PHONE_ROW = 2;

export function ProductGrid({ products, onSignIn }: ProductGridProps) {
  return (
    <ul role="list" className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            onSignIn={onSignIn}
            imageLoading={index < FIRST_ROW ? 'eager' : 'lazy'}
            imagePriority={index < FIRST_PHONE_ROW ? 'high' : 'auto'}
          />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className={styles.grid} aria-busy="true">
      <span className="visually-hidden" role="status">
        Cargando productos…
      </span>
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
