import type { ReactNode } from 'react';
import { paths } from '../../config/paths';
import { Breadcrumbs, type Crumb } from '../ui/breadcrumbs/breadcrumbs';
import styles from './account-page.module.css';
import { usePageMeta } from '../../lib/page-meta';

interface AccountPageProps {
  title: string;
  /** One line under the title: what the page holds ('3 productos', 'Página 1 de 2'). */
  summary?: ReactNode;
  /** Beside the title on wide screens, under it on phones. */
  actions?: ReactNode;
  /** Crumbs between 'Inicio' and the page itself ('Mi cuenta' above 'Cambiar datos'). */
  parents?: Crumb[];
  /** The first crumb: the shop's home, or the dashboard's own start inside its shell. */
  root?: Crumb;
  children: ReactNode;
}

/**
 * The frame of the customer's pages (cart, wishlist, quotes, orders, account): crumbs, title,
 * content.
 */
export function AccountPage({
  title,
  summary,
  actions,
  parents = [],
  root = { label: 'Inicio', href: paths.home.getHref() },
  children,
}: AccountPageProps) {
  usePageMeta({ title });
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[root, ...parents, { label: title }]} />
      <div className={styles.head}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{title}</h1>
          {summary ? <p className={styles.summary}>{summary}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
