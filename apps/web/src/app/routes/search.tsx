import { useParams } from 'react-router';
import { ProductListing } from '../../features/products/components/product-listing';
import { LISTING_ERRORS } from '../../features/products/utils/messages';
import { useBrandOptions, useCategoryOptions } from './listing-options';
import { useViewer } from './use-viewer';
import styles from './search.module.css';
import { usePageMeta } from '../../lib/page-meta';

const SEARCH_TIPS = (
  <>
    <p>Algunas ideas:</p>
    <ul className={styles.tips}>
      <li>Revise la ortografía o use menos palabras.</li>
      <li>Busque por la referencia del fabricante (por ejemplo, el modelo o parte de él).</li>
      <li>Pruebe con la marca o con un término más general, como «switch» o «cámara».</li>
    </ul>
  </>
);

/** /search/{busqueda}: the router gives the term already decoded; an empty term lists everything. */
export function SearchRoute() {
  const term = (useParams().term ?? '').trim();
  const { viewer, ready, isSignedIn, signIn } = useViewer();
  const brandOptions = useBrandOptions();
  const categoryOptions = useCategoryOptions();
  const title = term ? `Búsqueda "${term}"` : 'Todos los productos';
  usePageMeta({
    title,
    description: term
      ? `Productos que coinciden con "${term}": precios, disponibilidad y fichas técnicas.`
      : 'El catálogo completo: equipos de redes, seguridad electrónica, cableado estructurado y energía.',
  });

  return (
    <ProductListing
      // Keyed by term: a new search starts from a clean slate (no stale page of the old one).
      key={term}
      title={title}
      scope={{ searchTerm: term || undefined }}
      errorMessage={LISTING_ERRORS.search}
      viewer={viewer}
      ready={ready}
      onSignIn={signIn}
      filters={{ showPrice: isSignedIn, brandOptions, categoryOptions }}
      emptyHint={SEARCH_TIPS}
    />
  );
}
