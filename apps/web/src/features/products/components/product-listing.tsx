import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { SlidersHorizontal } from 'lucide-react';
import { isPriceSort } from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { Drawer } from '../../../components/ui/drawer/drawer';
import { Pager } from '../../../components/ui/pager/pager';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { clientErrorMessage } from '../../../lib/api-client';
import type { Viewer } from '../../../lib/query-keys';
import { useProducts, type ProductListParams } from '../api/get-products';
import {
  hasActiveFilters,
  readListingState,
  withListingChange,
  type ListingState,
} from '../utils/listing-params';
import { ForScreens } from './for-screens';
import { ListingEmpty } from './listing-empty';
import { ListingFilters, type ListingFiltersProps } from './listing-filters';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { SortSelect } from './sort-select';
import { countText } from '../utils/count-text';
import styles from './product-listing.module.css';

type Scope = Pick<ProductListParams, 'brandId' | 'categoryId' | 'searchTerm'>;

interface ProductListingProps {
  /** The h1: brand name, category name or 'Búsqueda "term"'. */
  title: ReactNode;
  /** What this page lists; the address adds filters, order and page. */
  scope: Scope;
  /** The toast when the list cannot be loaded (one per kind of page). */
  errorMessage: string;
  viewer: Viewer;
  /** The session is known: the list is asked for once, with the right prices. */
  ready: boolean;
  onSignIn: () => void;
  filters: Pick<ListingFiltersProps, 'showPrice' | 'brandOptions' | 'categoryOptions'>;
  /** What to suggest when nothing matches (search tips, say). */
  emptyHint?: ReactNode;
  breadcrumbs?: ReactNode;
  /** Below the list (the brand's logo and description). */
  footer?: ReactNode;
}

/** A listing page: title, count, filters (a side column, or a panel on phones), grid and pager. */
export function ProductListing({
  title,
  scope,
  errorMessage,
  viewer,
  ready,
  onSignIn,
  filters,
  emptyHint,
  breadcrumbs,
  footer,
}: ProductListingProps) {
  const [params, setParams] = useSearchParams();
  const state = readListingState(params);
  const [isPanelOpen, setPanelOpen] = useState(false);
  const showPrice = filters.showPrice;
  // An address kept from a signed-in visit may still ask for a price order: not without a price.
  const sort = showPrice || !isPriceSort(state.sort) ? state.sort : undefined;

  const query = useProducts(
    {
      ...scope,
      page: state.page,
      brands: state.brands,
      categories: state.categories,
      sort,
      ...(showPrice ? { minPrice: state.minPrice, maxPrice: state.maxPrice } : {}),
    },
    { viewer, enabled: ready },
  );
  useErrorToast(query.isError, errorMessage);

  // flushSync: a ticked box shows its new state at once, not after the navigation settles.
  const change = (next: Partial<ListingState>) =>
    setParams(withListingChange(params, next), { preventScrollReset: true, flushSync: true });
  const hrefFor = (page: number) => ({ search: withListingChange(params, { page }).toString() });
  const clearFilters = () =>
    change({ minPrice: undefined, maxPrice: undefined, brands: [], categories: [] });

  const data = query.data;
  const filtersActive = hasActiveFilters({
    ...state,
    ...(showPrice ? {} : { minPrice: undefined, maxPrice: undefined }),
  });
  const filterProps = { state, onChange: change, ...filters };

  let results: ReactNode;
  if (query.isError && !data) {
    results = (
      <div className={styles.problem} role="alert">
        <p className={styles.problemTitle}>No pudimos cargar los productos.</p>
        <p className={styles.problemText}>
          {clientErrorMessage(query.error, 'Revise su conexión e inténtelo de nuevo.')}
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Reintentar
        </Button>
      </div>
    );
  } else if (!data) {
    results = <ProductGridSkeleton />;
  } else if (data.products.length === 0) {
    results = (
      <ListingEmpty
        pastTheEnd={data.total > 0}
        filtersActive={filtersActive}
        onClearFilters={clearFilters}
        firstPageHref={hrefFor(1)}
        hint={emptyHint}
      />
    );
  } else {
    results = (
      <>
        <ProductGrid products={data.products} onSignIn={onSignIn} />
        <Pager page={state.page} totalPages={data.totalPages} hrefFor={hrefFor} />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        {breadcrumbs}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.count} aria-live="polite">
          {data ? countText(data) : <Skeleton width={96} height="1em" />}
          {data?.correctedTerm ? (
            <span>· Mostrando resultados para «{data.correctedTerm}»</span>
          ) : null}
        </p>
      </header>
      <div className={styles.layout}>
        {/* One set of filters at a time: the side column from 768 px, the panel below. */}
        <ForScreens wide>
          <aside className={styles.sidebar} aria-label="Filtros">
            <ListingFilters {...filterProps} />
          </aside>
        </ForScreens>
        <section className={styles.results} aria-label="Resultados">
          <div className={styles.toolbar}>
            <ForScreens wide={false}>
              <Button
                variant="secondary"
                className={styles.filtersButton}
                icon={<SlidersHorizontal size={18} aria-hidden="true" />}
                aria-haspopup="dialog"
                onClick={() => setPanelOpen(true)}
              >
                Filtros
                {filtersActive ? <span className={styles.dot} aria-hidden="true" /> : null}
              </Button>
            </ForScreens>
            <SortSelect
              value={sort}
              withPrice={showPrice}
              onChange={(next) => change({ sort: next })}
            />
          </div>
          {results}
        </section>
      </div>
      {footer}
      <ForScreens wide={false}>
        <Drawer
          open={isPanelOpen}
          onClose={() => setPanelOpen(false)}
          title="Filtros"
          footer={
            <Button block onClick={() => setPanelOpen(false)}>
              {data ? `Ver ${countText(data).replace(/^Más/, 'más')}` : 'Ver productos'}
            </Button>
          }
        >
          <ListingFilters {...filterProps} />
        </Drawer>
      </ForScreens>
    </div>
  );
}
