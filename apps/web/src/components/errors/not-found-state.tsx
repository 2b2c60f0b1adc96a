import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { paths } from '../../config/paths';
import { buttonClassName } from '../ui/button/button';
import styles from './not-found-state.module.css';
import { usePageMeta } from '../../lib/page-meta';

interface NotFoundStateProps {
  /** 'Producto no encontrado', 'Marca no encontrada'... */
  title: string;
  /** The server's explanation when there is one. */
  message: string;
  /** What may have happened; the default speaks of catalogue records. */
  hint?: string;
}

/** A record that does not exist (or no longer does, or is not the visitor's): say so and offer a way on. */
export function NotFoundState({
  title,
  message,
  hint = 'Puede que haya sido retirado del catálogo o que la dirección esté incompleta.',
}: NotFoundStateProps) {
  usePageMeta({ title, description: message });
  return (
    <div className={styles.page}>
      <SearchX size={48} aria-hidden="true" className={styles.icon} />
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>
        {message} {hint}
      </p>
      <div className={styles.actions}>
        <Link className={buttonClassName({})} to={paths.home.getHref()}>
          Volver al inicio
        </Link>
        <Link className={buttonClassName({ variant: 'secondary' })} to={paths.search.getHref('')}>
          Ver todo el catálogo
        </Link>
      </div>
    </div>
  );
}
