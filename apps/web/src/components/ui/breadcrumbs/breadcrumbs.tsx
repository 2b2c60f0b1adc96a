import { Link } from 'react-router';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** The last crumb (the page itself) has none. */
  href?: string;
}

/** 'Inicio › Redes › Switches': where the page sits in the catalogue. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Ruta de navegación" className={styles.nav}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className={styles.item}>
            {item.href ? (
              <Link to={item.href} className={styles.link}>
                {item.label}
              </Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
