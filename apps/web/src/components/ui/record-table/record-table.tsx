import type { ReactNode } from 'react';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { cx } from '../../../utils/cx';
import { Skeleton } from '../skeleton/skeleton';
import styles from './record-table.module.css';

export interface RecordColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Figures (amounts, counts) align to the end and use tabular digits. */
  numeric?: boolean;
  /** Kept on one line in the table (dates): other columns wrap first. */
  nowrap?: boolean;
}

interface RecordTableProps<T> {
  /** Names the table for assistive tech ('Sus cotizaciones'). */
  caption: string;
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** The record's identity: the first column on wide screens, each card's heading on phones. */
  title: RecordColumn<T>;
  columns: readonly RecordColumn<T>[];
  /** The row's buttons; the last column, or the foot of each card. */
  actions?: (row: T) => ReactNode;
}

/** Stacked cards up to 640 px wide (spec: phones), a dense table from there on. */
const PHONE_QUERY = '(max-width: 640px)';

/** A list of records (quotes, orders): a dense table on desktop, stacked cards on phones. */
export function RecordTable<T>(props: RecordTableProps<T>) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  return isPhone ? <RecordCards {...props} /> : <RecordGrid {...props} />;
}

function RecordGrid<T>({ caption, rows, rowKey, title, columns, actions }: RecordTableProps<T>) {
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {[title, ...columns].map((column) => (
              <th key={column.header} scope="col" className={cx(column.numeric && styles.numeric)}>
                {column.header}
              </th>
            ))}
            {actions ? (
              <th scope="col" className={styles.actionsHead}>
                <span className="visually-hidden">Acciones</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <th scope="row" className={styles.rowTitle}>
                {title.cell(row)}
              </th>
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={cx(column.numeric && styles.numeric, column.nowrap && styles.nowrap)}
                >
                  {column.cell(row)}
                </td>
              ))}
              {actions ? (
                <td>
                  <div className={styles.actions}>{actions(row)}</div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RecordCards<T>({ caption, rows, rowKey, title, columns, actions }: RecordTableProps<T>) {
  return (
    <ul role="list" className={styles.cards} aria-label={caption}>
      {rows.map((row) => (
        <li key={rowKey(row)} className={styles.card}>
          <h2 className={styles.cardTitle}>{title.cell(row)}</h2>
          <dl className={styles.fields}>
            {columns.map((column) => (
              <div key={column.header} className={styles.field}>
                <dt>{column.header}</dt>
                <dd className={cx(column.numeric && styles.numeric)}>{column.cell(row)}</dd>
              </div>
            ))}
          </dl>
          {actions ? <div className={styles.cardActions}>{actions(row)}</div> : null}
        </li>
      ))}
    </ul>
  );
}

/** The table's place while it loads. */
export function RecordTableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <Skeleton height={40} radius="sm" />
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={56} radius="sm" />
      ))}
    </div>
  );
}
