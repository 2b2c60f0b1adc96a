import { useParams } from 'react-router';
import { InfoPageSlugSchema, NOT_FOUND_MESSAGES } from '@shop/shared';
import { LoadProblem } from '../../components/errors/load-problem';
import { NotFoundState } from '../../components/errors/not-found-state';
import { Breadcrumbs } from '../../components/ui/breadcrumbs/breadcrumbs';
import { Skeleton } from '../../components/ui/skeleton/skeleton';
import { paths } from '../../config/paths';
import { useInfoPage } from '../../features/contents/api/get-info-page';
import { InfoPageArticle } from '../../features/contents/components/info-page-article';
import { isApiError } from '../../lib/api-client';
import styles from './info-page.module.css';
import { htmlText, snippet, usePageMeta } from '../../lib/page-meta';

const MISSING = NOT_FOUND_MESSAGES.page;
const HINT = 'Puede que la dirección esté incompleta o que la página ya no exista.';
const LOAD_FAILED = 'No pudimos cargar esta página.';

/** /info/{slug}: an information page of the shop ('Quiénes somos', 'Envíos'…). */
export function InfoPageRoute() {
  const slug = InfoPageSlugSchema.safeParse(useParams().slug);
  if (!slug.success)
    return <NotFoundState title="Página no encontrada" message={MISSING} hint={HINT} />;
  return <InfoPageScreen key={slug.data} slug={slug.data} />;
}

function InfoPageScreen({ slug }: { slug: string }) {
  const page = useInfoPage(slug);
  usePageMeta(
    page.data ? { title: page.data.title, description: snippet(htmlText(page.data.body)) } : null,
  );
  if (isApiError(page.error) && page.error.status === 404) {
    return <NotFoundState title="Página no encontrada" message={page.error.message} hint={HINT} />;
  }
  return (
    <div className={styles.page}>
      <Breadcrumbs
        items={[
          { label: 'Inicio', href: paths.home.getHref() },
          { label: page.data?.title ?? 'Información' },
        ]}
      />
      {page.data ? (
        <InfoPageArticle page={page.data} />
      ) : page.isError ? (
        <LoadProblem
          message={LOAD_FAILED}
          onRetry={() => void page.refetch()}
          isRetrying={page.isFetching}
        />
      ) : (
        <div className={styles.loading} aria-busy="true" aria-label="Cargando página">
          <Skeleton width="min(320px, 70%)" height="2rem" />
          <Skeleton height="1rem" />
          <Skeleton height="1rem" />
          <Skeleton width="60%" height="1rem" />
        </div>
      )}
    </div>
  );
}
