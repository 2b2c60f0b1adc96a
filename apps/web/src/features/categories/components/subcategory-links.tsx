import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { paths } from '../../../config/paths';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { cx } from '../../../utils/cx';
import { useCategory } from '../api/get-category';
import { SUBCATEGORIES_ERROR } from '../utils/messages';
import styles from './subcategory-links.module.css';

interface SubcategoryLinksProps {
  categoryId: number;
  /** Runs when a link is chosen (closes the panel or the mobile menu). */
  onChoose: () => void;
  className?: string;
}

/** The subcategories of one category as links to /categories/{id}/{name}. */
export function SubcategoryLinks({ categoryId, onChoose, className }: SubcategoryLinksProps) {
  const { data, isPending, isError } = useCategory(categoryId);
  useErrorToast(isError, SUBCATEGORIES_ERROR, `${SUBCATEGORIES_ERROR}-${categoryId}`);

  if (isPending) {
    return (
      <div className={cx(styles.list, className)} aria-busy="true">
        <span className="visually-hidden" role="status">
          Cargando subcategorías…
        </span>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height={20} width={`${55 + ((index * 23) % 40)}%`} />
        ))}
      </div>
    );
  }
  if (isError) return <p className={styles.note}>No fue posible cargar las subcategorías.</p>;
  if (data.subcategories.length === 0) {
    return <p className={styles.note}>Esta categoría aún no tiene subcategorías.</p>;
  }
  return (
    <ul role="list" className={cx(styles.list, className)}>
      {data.subcategories.map((sub) => (
        <li key={sub.id}>
          <Link
            className={styles.link}
            to={paths.category.getHref(sub.id, sub.name)}
            onClick={onChoose}
          >
            {sub.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
