import { useEffect, useRef } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { SortOrder } from '@shop/shared';
import { SelectField } from '../form/select-field';
import type { TableSelection } from './use-row-selection';
import type { TableSort } from './use-sort-param';
import styles from './record-table.module.css';

const ARIA_SORT: Record<SortOrder, 'ascending' | 'descending'> = {
  asc: 'ascending',
  desc: 'descending',
};

const ORDER_LABELS: Record<SortOrder, string> = { asc: 'ascendente', desc: 'descendente' };

/**
 * A column header; a sortable one is a button that orders the rows by it (again: the other way),
 * and the header the rows are ordered by says so with aria-sort.
 */
export function SortHeader({
  header,
  sortKey,
  sort,
  className,
}: {
  header: string;
  sortKey: string | undefined;
  sort: TableSort | undefined;
  className: string | undefined;
}) {
  if (!sortKey || !sort)
    return (
      <th scope="col" className={className}>
        {header}
      </th>
    );
  const active = sort.key === sortKey;
  const Icon = active ? (sort.order === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
  return (
    <th scope="col" className={className} aria-sort={active ? ARIA_SORT[sort.order] : undefined}>
      <button type="button" className={styles.sortButton} onClick={() => sort.onSort(sortKey)}>
        {header}
        <Icon size={14} aria-hidden="true" className={active ? undefined : styles.sortIdle} />
      </button>
    </th>
  );
}

/** On phones the cards have no headers: the same sort as one select. */
export function SortSelect({
  sort,
  columns,
}: {
  sort: TableSort;
  columns: readonly { key: string; header: string }[];
}) {
  const value = `${sort.key}:${sort.order}`;
  return (
    <SelectField
      label="Ordenar por"
      value={value}
      fieldClassName={styles.sortSelect}
      onChange={(event) => {
        const [key, order] = event.target.value.split(':') as [string, SortOrder];
        sort.choose(key, order);
      }}
    >
      {columns.flatMap((column) =>
        (['asc', 'desc'] as const).map((order) => (
          <option key={`${column.key}:${order}`} value={`${column.key}:${order}`}>
            {column.header} ({ORDER_LABELS[order]})
          </option>
        )),
      )}
    </SelectField>
  );
}

type Key = string | number;

/** The header's checkbox: ticks every row of the page, or none; half ticked when some are. */
export function SelectAllBox<T>({
  selection,
  keys,
  labelled = false,
}: {
  selection: TableSelection<T, Key>;
  keys: readonly Key[];
  /** Shows its label beside it (the phones' bar) instead of only to assistive tech. */
  labelled?: boolean;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const ticked = keys.filter((key) => selection.selected.has(key)).length;
  const all = keys.length > 0 && ticked === keys.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = ticked > 0 && !all;
  }, [ticked, all]);
  return (
    <label className={styles.selectBox}>
      <input
        ref={ref}
        type="checkbox"
        checked={all}
        onChange={() => selection.setAll(keys, !all)}
      />
      <span className={labelled ? undefined : 'visually-hidden'}>Seleccionar toda la página</span>
    </label>
  );
}

export function SelectRowBox<T>({
  selection,
  rowKey,
  label,
}: {
  selection: TableSelection<T, Key>;
  rowKey: Key;
  label: string;
}) {
  return (
    <label className={styles.selectBox}>
      <input
        type="checkbox"
        checked={selection.selected.has(rowKey)}
        onChange={() => selection.toggle(rowKey)}
      />
      <span className="visually-hidden">Seleccionar {label}</span>
    </label>
  );
}
