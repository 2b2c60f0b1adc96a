import { useState } from 'react';

/** The rows a table has ticked for a bulk action, and how its checkboxes change them. */
export interface RowSelection<K> {
  selected: ReadonlySet<K>;
  toggle: (key: K) => void;
  /** Ticks (or unticks) every row on screen at once: the header's checkbox. */
  setAll: (keys: readonly K[], on: boolean) => void;
  clear: () => void;
}

/** A selection as a table takes it: with the name of each row for its checkbox. */
export interface TableSelection<T, K> extends RowSelection<K> {
  /** Names the row for its checkbox ('Seleccionar Router hEX'). */
  labelOf: (row: T) => string;
}

export function useRowSelection<K>(): RowSelection<K> {
  const [selected, setSelected] = useState<ReadonlySet<K>>(() => new Set());
  return {
    selected,
    toggle: (key) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    setAll: (keys, on) =>
      setSelected((current) => {
        const next = new Set(current);
        for (const key of keys)
          if (on) next.add(key);
          else next.delete(key);
        return next;
      }),
    clear: () => setSelected(new Set()),
  };
}
