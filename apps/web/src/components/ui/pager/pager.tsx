import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cx } from '../../../utils/cx';
import { pageNumbers } from './page-numbers';
import styles from './pager.module.css';

interface PagerProps {
  page: number;
  totalPages: number;
  /** The address (search part) of a page, keeping the filters. */
  hrefFor: (page: number) => To;
}

/** 'Página x de y' with previous/next and page links; pages are 1-based. */
export function Pager({ page, totalPages, hrefFor }: PagerProps) {
  if (totalPages <= 1) return null;
  const previous = page > 1 ? page - 1 : null;
  const next = page < totalPages ? page + 1 : null;
  return (
    <nav aria-label="Paginación" className={styles.pager}>
      <p className={styles.status}>
        Página {page} de {totalPages}
      </p>
      <ul role="list" className={styles.list}>
        <li>
          <StepLink
            target={previous}
            hrefFor={hrefFor}
            label="Página anterior"
            icon={<ChevronLeft size={18} aria-hidden="true" />}
          />
        </li>
        {pageNumbers(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item} className={styles.number}>
              <Link
                to={hrefFor(item)}
                className={cx(styles.item, item === page && styles.current)}
                aria-label={`Página ${item}`}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          <StepLink
            target={next}
            hrefFor={hrefFor}
            label="Página siguiente"
            icon={<ChevronRight size={18} aria-hidden="true" />}
            iconAfter
          />
        </li>
      </ul>
    </nav>
  );
}

interface StepLinkProps {
  target: number | null;
  hrefFor: (page: number) => To;
  label: string;
  icon: ReactNode;
  iconAfter?: boolean;
}

/** Previous/next: a link, or a disabled button at either end of the list. */
function StepLink({ target, hrefFor, label, icon, iconAfter = false }: StepLinkProps) {
  const content = (
    <>
      {iconAfter ? null : icon}
      <span className={styles.stepText}>{iconAfter ? 'Siguiente' : 'Anterior'}</span>
      {iconAfter ? icon : null}
    </>
  );
  if (target === null) {
    return (
      <button type="button" className={cx(styles.item, styles.step)} aria-label={label} disabled>
        {content}
      </button>
    );
  }
  return (
    <Link to={hrefFor(target)} className={cx(styles.item, styles.step)} aria-label={label}>
      {content}
    </Link>
  );
}
