import { useId } from 'react';
import { ChevronDown } from 'lucide-react';
import { isPriceSort, PRODUCT_SORT_LABELS, PRODUCT_SORTS, type ProductSort } from '@shop/shared';
import styles from './sort-select.module.css';

interface SortSelectProps {
  value: ProductSort | undefined;
  onChange: (sort: ProductSort | undefined) => void;
  /** Price orders only for a visitor who sees prices: they would reveal the hidden ranking. */
  withPrice: boolean;
}

/** 'Ordenar por' with the server's orders; relevance is the default and leaves the address clean. */
export function SortSelect({ value, onChange, withPrice }: SortSelectProps) {
  const sorts = withPrice ? PRODUCT_SORTS : PRODUCT_SORTS.filter((sort) => !isPriceSort(sort));
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.label}>
        Ordenar por
      </label>
      <div className={styles.control}>
        <select
          id={id}
          className={styles.select}
          value={value ?? 'relevance'}
          onChange={(event) => {
            const next = event.target.value as ProductSort;
            onChange(next === 'relevance' ? undefined : next);
          }}
        >
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {PRODUCT_SORT_LABELS[sort]}
            </option>
          ))}
        </select>
        <ChevronDown className={styles.icon} size={16} aria-hidden="true" />
      </div>
    </div>
  );
}
