import { Link } from 'react-router';
import { MESSAGES } from '@shop/shared';
import { paths } from '../../config/paths';
import { Button, buttonClassName } from '../ui/button/button';
import styles from './route-error.module.css';

/**
 * Router error boundary: a render bug, or a route's code that failed to load (often a new
 * deployment replaced the files), leaves the rest of the shop usable.
 */
export function RouteError() {
  return (
    <div className={styles.page} role="alert">
      <h1 className={styles.title}>{MESSAGES.somethingFailed}</h1>
      <p className={styles.text}>
        No pudimos mostrar esta página. Recárguela o vuelva al inicio; si el problema continúa,
        escríbanos.
      </p>
      <div className={styles.actions}>
        <Button onClick={() => window.location.reload()}>Recargar la página</Button>
        <Link className={buttonClassName({ variant: 'secondary' })} to={paths.home.getHref()}>
          Volver al inicio
        </Link>
      </div>
    </div>
  );
}
