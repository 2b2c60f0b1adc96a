import type { ProductSummary } from '@shop/shared';
import { ProductCard, ProductCardSkeleton } from './product-card';
import styles from './product-grid.module.css';

interface ProductGridProps {
  products: ProductSummary[];
  onSignIn: () => void;
}

export function ProductGrid({ products, onSignIn }: ProductGridProps) {
  return (
    <ul role="list" className={styles.grid}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} onSignIn={onSignIn} />
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
