import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button/button';
import { paths } from '../../config/paths';
import styles from './not-found.module.css';
import { usePageMeta } from '../../lib/page-meta';

const TEXT = 'La dirección que busca no existe o ya no está disponible.';

/** Any address no page serves: said in words, and to search engines with a 404 (entry-server.tsx). */
export function NotFoundRoute() {
  usePageMeta({ title: 'Página no encontrada', description: TEXT });
  return (
    <div className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>Página no encontrada</h1>
      <p className={styles.text}>{TEXT}</p>
      <Link className={buttonClassName({})} to={paths.home.getHref()}>
        Volver al inicio
      </Link>
    </div>
  );
}
