import { useParams } from 'react-router';
import { NOT_FOUND_MESSAGES } from '@shop/shared';
import { NotFoundState } from '../../components/errors/not-found-state';
import { Breadcrumbs } from '../../components/ui/breadcrumbs/breadcrumbs';
import { Skeleton } from '../../components/ui/skeleton/skeleton';
import { paths } from '../../config/paths';
import { useBrand } from '../../features/brands/api/get-brand';
import { useBrands } from '../../features/brands/api/get-brands';
import { BrandAbout } from '../../features/brands/components/brand-about';
import { BRAND_ERROR } from '../../features/brands/utils/messages';
import { ProductListing } from '../../features/products/components/product-listing';
import { LISTING_ERRORS } from '../../features/products/utils/messages';
import { useErrorToast } from '../../hooks/use-error-toast';
import { isApiError } from '../../lib/api-client';
import { parseId } from '../../utils/parse-id';
import { useCategoryOptions } from './listing-options';
import { useViewer } from './use-viewer';
import { usePageMeta } from '../../lib/page-meta';

const MISSING = NOT_FOUND_MESSAGES.brand;

/** /brand/{id}/{name}: the brand's products, then its logo and description. */
export function BrandRoute() {
  const brandId = parseId(useParams().id);
  if (brandId === null) return <NotFoundState title="Marca no encontrada" message={MISSING} />;
  return <BrandPage key={brandId} brandId={brandId} />;
}

function BrandPage({ brandId }: { brandId: number }) {
  const { viewer, ready, isSignedIn, signIn } = useViewer();
  const brand = useBrand(brandId);
  const missing = isApiError(brand.error) && brand.error.status === 404 ? brand.error : null;
  useErrorToast(brand.isError && !missing, BRAND_ERROR);
  // Only when the brand itself failed: the list (cached by the header) still knows its name.
  const brands = useBrands({ enabled: brand.isError && !missing });
  const categoryOptions = useCategoryOptions();
  const known = brand.data?.name;
  usePageMeta(
    known
      ? {
          title: known,
          description: `Productos ${known}: precios para empresas, disponibilidad y fichas técnicas.`,
        }
      : null,
  );

  if (missing) return <NotFoundState title="Marca no encontrada" message={missing.message} />;

  const name = brand.data?.name ?? brands.data?.find((item) => item.id === brandId)?.name;
  const title =
    name ?? (brand.isPending ? <Skeleton width="min(280px, 70%)" height="1em" /> : 'Marca');

  return (
    <ProductListing
      title={title}
      scope={{ brandId }}
      errorMessage={LISTING_ERRORS.brand}
      viewer={viewer}
      ready={ready}
      onSignIn={signIn}
      filters={{ showPrice: isSignedIn, categoryOptions }}
      breadcrumbs={
        <Breadcrumbs
          items={[{ label: 'Inicio', href: paths.home.getHref() }, { label: name ?? 'Marca' }]}
        />
      }
      footer={brand.data ? <BrandAbout brand={brand.data} /> : null}
    />
  );
}
