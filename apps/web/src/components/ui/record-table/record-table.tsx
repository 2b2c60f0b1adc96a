import type { ReactNode } from 'react';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { cx } from '../../../utils/cx';
import { Skeleton } from '../skeleton/skeleton';
import { SelectAllBox, SelectRowBox, SortHeader, SortSelect } from './record-table-controls';
import type { TableSelection } from './use-row-selection';
import type { TableSort } from './use-sort-param';
import styles from './record-table.module.css';

export interface RecordColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Figures (amounts, counts) align to the end and use tabular digits. */
  numeric?: boolean;
  /** Kept on one line in the table (dates): other columns wrap first. */
  nowrap?: boolean;
  /** The list's key for ordering by this column (`sort=` of its API); absent: not sortable. */
  sortKey?: string;
  /** Long content (a list of changes): on a phone's card it takes the card's whole width. */
  wide?: boolean;
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
  /** The order the rows come in; the columns with a `sortKey` become buttons that change it. */
  sort?: TableSort | undefined;
  /** Checkboxes for a bulk action, keyed by `rowKey`. */
  selection?: TableSelection<T, string | number> | undefined;
}

/** Stacked cards up to 640 px wide (spec: phones), a dense table from there on. */
const PHONE_QUERY = '(max-width: 640px)';

/** A list of records (quotes, orders): a dense table on desktop, stacked cards on phones. */
export function RecordTable<T>(props: RecordTableProps<T>) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  return isPhone ? <RecordCards {...props} /> : <RecordGrid {...props} />;
}

function RecordGrid<T>({
  caption,
  rows,
  rowKey,
  title,
  columns,
  actions,
  sort,
  selection,
}: RecordTableProps<T>) {
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {selection ? (
              <th scope="col" className={styles.selectCell}>
                <SelectAllBox selection={selection} keys={rows.map(rowKey)} />
              </th>
            ) : null}
            {[title, ...columns].map((column) => (
              <SortHeader
                key={column.header}
                header={column.header}
                sortKey={column.sortKey}
                sort={sort}
                className={cx(column.numeric && styles.numeric)}
              />
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
              {selection ? (
                <td className={styles.selectCell}>
                  <SelectRowBox
                    selection={selection}
                    rowKey={rowKey(row)}
                    label={selection.labelOf(row)}
                  />
                </td>
              ) : null}
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

function RecordCards<T>({
  caption,
  rows,
  rowKey,
  title,
  columns,
  actions,
  sort,
  selection,
}: RecordTableProps<T>) {
  const sortable = [title, ...columns].flatMap((column) =>
    column.sortKey ? [{ key: column.sortKey, header: column.header }] : [],
  );
  return (
    <>
      {sort || selection ? (
        <div className={styles.cardsBar}>
          {selection ? (
            <SelectAllBox selection={selection} keys={rows.map(rowKey)} labelled />
          ) : null}
          {sort && sortable.length ? <SortSelect sort={sort} columns={sortable} /> : null}
        </div>
      ) : null}
      <RecordCardList
        caption={caption}
        rows={rows}
        rowKey={rowKey}
        title={title}
        columns={columns}
        actions={actions}
        selection={selection}
      />
    </>
  );
}

function RecordCardList<T>({
  caption,
  rows,
  rowKey,
  title,
  columns,
  actions,
  selection,
}: RecordTableProps<T>) {
  return (
    <ul role="list" className={styles.cards} aria-label={caption}>
      {rows.map((row) => (
        <RecordCard
          key={rowKey(row)}
          row={row}
          rowKey={rowKey}
          title={title}
          columns={columns}
          actions={actions}
          selection={selection}
        />
      ))}
    </ul>
  );
}

/** One record's card; a row without buttons (actions answering null) draws no empty foot. */
function RecordCard<T>({
  row,
  rowKey,
  title,
  columns,
  actions,
  selection,
}: Omit<RecordTableProps<T>, 'caption' | 'rows'> & { row: T }) {
  const buttons = actions?.(row);
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        {selection ? (
          <SelectRowBox selection={selection} rowKey={rowKey(row)} label={selection.labelOf(row)} />
        ) : null}
        <h2 className={styles.cardTitle}>{title.cell(row)}</h2>
      </div>
      <dl className={styles.fields}>
        {columns.map((column) => (
          <div key={column.header} className={cx(styles.field, column.wide && styles.wide)}>
            <dt>{column.header}</dt>
            <dd className={cx(column.numeric && styles.numeric)}>{column.cell(row)}</dd>
          </div>
        ))}
      </dl>
      {buttons ? <div className={styles.cardActions}>{buttons}</div> : null}
    </li>
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
