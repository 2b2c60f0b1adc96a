import { useParams } from 'react-router';
import { NOT_FOUND_MESSAGES } from '@shop/shared';
import { NotFoundState } from '../../components/errors/not-found-state';
import { Breadcrumbs, type Crumb } from '../../components/ui/breadcrumbs/breadcrumbs';
import { Skeleton } from '../../components/ui/skeleton/skeleton';
import { paths } from '../../config/paths';
import { useCategories } from '../../features/categories/api/get-categories';
import { useCategory } from '../../features/categories/api/get-category';
import { ProductListing } from '../../features/products/components/product-listing';
import { LISTING_ERRORS } from '../../features/products/utils/messages';
import { isApiError } from '../../lib/api-client';
import { parseId } from '../../utils/parse-id';
import { useBrandOptions } from './listing-options';
import { useViewer } from './use-viewer';
import { usePageMeta } from '../../lib/page-meta';

const MISSING = NOT_FOUND_MESSAGES.category;

/** 'camaras-ip' → 'Camaras ip': a readable title when the category itself cannot be read. */
const fromSlug = (slug: string | undefined) => {
  const text = (slug ?? '').replace(/-+/g, ' ').trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : 'Categoría';
};

/** /categories/{id}/{nombre}: the products of a category or subcategory. */
export function CategoryRoute() {
  const params = useParams();
  const categoryId = parseId(params.id);
  if (categoryId === null)
    return <NotFoundState title="Categoría no encontrada" message={MISSING} />;
  return <CategoryPage key={categoryId} categoryId={categoryId} slug={params.nombre} />;
}

function CategoryPage({ categoryId, slug }: { categoryId: number; slug: string | undefined }) {
  const { viewer, ready, isSignedIn, signIn } = useViewer();
  const category = useCategory(categoryId);
  const { data: topLevel } = useCategories(1);
  const brandOptions = useBrandOptions();
  const missing =
    isApiError(category.error) && category.error.status === 404 ? category.error : null;
  const known = category.data?.name;
  usePageMeta(
    known
      ? {
          title: known,
          description: `${known}: productos para empresas con precios, disponibilidad y fichas técnicas.`,
        }
      : null,
  );

  if (missing) {
    return <NotFoundState title="Categoría no encontrada" message={missing.message} />;
  }

  const detail = category.data;
  const name = detail?.name ?? (category.isPending ? null : fromSlug(slug));
  const parent = detail?.parentCategoryId
    ? topLevel?.find((item) => item.id === detail.parentCategoryId)
    : undefined;
  const crumbs: Crumb[] = [{ label: 'Inicio', href: paths.home.getHref() }];
  if (parent)
    crumbs.push({ label: parent.name, href: paths.category.getHref(parent.id, parent.name) });
  crumbs.push({ label: name ?? 'Categoría' });
  // A main category can be narrowed to its subcategories; a subcategory has nothing below it.
  const categoryOptions = detail?.subcategories.map((sub) => ({ value: sub.id, label: sub.name }));

  return (
    <ProductListing
      title={name ?? <Skeleton width="min(280px, 70%)" height="1em" />}
      scope={{ categoryId }}
      errorMessage={LISTING_ERRORS.category}
      viewer={viewer}
      ready={ready}
      onSignIn={signIn}
      filters={{ showPrice: isSignedIn, brandOptions, categoryOptions }}
      breadcrumbs={<Breadcrumbs items={crumbs} />}
    />
  );
}
