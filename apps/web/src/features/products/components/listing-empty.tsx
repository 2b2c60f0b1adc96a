import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { PackageSearch } from 'lucide-react';
import { Button, buttonClassName } from '../../../components/ui/button/button';
import styles from './listing-empty.module.css';

interface ListingEmptyProps {
  /** There are results, just not on this page (an old link to a page that no longer exists). */
  pastTheEnd: boolean;
  filtersActive: boolean;
  onClearFilters: () => void;
  firstPageHref: To;
  hint?: ReactNode;
}

export function ListingEmpty({
  pastTheEnd,
  filtersActive,
  onClearFilters,
  firstPageHref,
  hint,
}: ListingEmptyProps) {
  return (
    <div className={styles.empty} role="status">
      <PackageSearch size={40} aria-hidden="true" className={styles.icon} />
      {pastTheEnd ? (
        <>
          <p className={styles.title}>Esta página ya no tiene productos.</p>
          <Link className={buttonClassName({ variant: 'secondary' })} to={firstPageHref}>
            Ir a la primera página
          </Link>
        </>
      ) : filtersActive ? (
        <>
          <p className={styles.title}>Ningún producto cumple con los filtros elegidos.</p>
          <p className={styles.text}>
            Pruebe a quitar alguno de los filtros o ampliar el rango de precios.
          </p>
          <Button variant="secondary" onClick={onClearFilters}>
            Limpiar filtros
          </Button>
        </>
      ) : (
        <>
          <p className={styles.title}>No encontramos productos aquí.</p>
          <div className={styles.text}>
            {hint ?? 'Explore otras categorías o marcas desde el menú, o use el buscador.'}
          </div>
        </>
      )}
    </div>
  );
}
