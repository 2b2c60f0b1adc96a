import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button/button';
import { paths } from '../../config/paths';
import styles from './not-found.module.css';

export function NotFoundRoute() {
  return (
    <div className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>Página no encontrada</h1>
      <p className={styles.text}>La dirección que busca no existe o ya no está disponible.</p>
      <Link className={buttonClassName({})} to={paths.home.getHref()}>
        Volver al inicio
      </Link>
    </div>
  );
}
