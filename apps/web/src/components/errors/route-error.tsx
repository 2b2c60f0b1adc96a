import { Link } from 'react-router';
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
      <h1 className={styles.title}>Algo salió mal al mostrar esta página</h1>
      <p className={styles.text}>
        Recargue la página o vuelva al inicio. Si el problema continúa, escríbanos.
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
