import { useSearchParams } from 'react-router';
import type { SortOrder } from '@shop/shared';

/** The column a table is ordered by and which way; what its sortable headers show and change. */
export interface TableSort {
  key: string;
  order: SortOrder;
  /** A header pressed: its column ascending, or the other way when it is already the sort. */
  onSort: (key: string) => void;
  /** A column and a direction chosen at once (the phones' select). */
  choose: (key: string, order: SortOrder) => void;
}

/** The sort and order of an address, to carry them over when a filter rewrites the rest. */
export function sortParamsOf(params: URLSearchParams): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of ['sort', 'order']) {
    const value = params.get(name);
    if (value) kept[name] = value;
  }
  return kept;
}

/**
 * The table's sort in the address (`?sort=price&order=desc`), so it survives a reload and a shared
 * link. Without one, or with a key the list does not sort by, the list's own order (`fallback`)
 * stands and nothing is sent. A header pressed once orders by its column ascending, pressed again
 * descending; a new sort starts again from the first page.
 */
export function useSortParam<K extends string>(
  keys: readonly K[],
  fallback: { key: K; order: SortOrder },
) {
  const [params, setParams] = useSearchParams();
  const chosen = keys.find((key) => key === params.get('sort'));
  const key = chosen ?? fallback.key;
  const order: SortOrder = chosen
    ? params.get('order') === 'desc'
      ? 'desc'
      : 'asc'
    : fallback.order;

  const choose = (next: string, nextOrder: SortOrder) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete('page');
        if (next === fallback.key && nextOrder === fallback.order) {
          updated.delete('sort');
          updated.delete('order');
        } else {
          updated.set('sort', next);
          updated.set('order', nextOrder);
        }
        return updated;
      },
      { replace: true },
    );
  const onSort = (next: string) => choose(next, next === key && order === 'asc' ? 'desc' : 'asc');

  const sort: TableSort = { key, order, onSort, choose };
  const query: Record<string, string> = chosen ? { sort: chosen, order } : {};
  return { sort, query };
}
