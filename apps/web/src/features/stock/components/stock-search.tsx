import { useEffect, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { TextField } from '../../../components/ui/form/text-field';
import styles from './stock-search.module.css';

/** Spec §9: the search waits this long after the last keystroke. */
export const STOCK_SEARCH_DEBOUNCE_MS = 400;

interface StockSearchProps {
  search: string;
  onSearch: (search: string) => void;
}

/** The monitor's search box: it searches once typing pauses, or at once on Enter. */
export function StockSearch({ search, onSearch }: StockSearchProps) {
  const [text, setText] = useState(search);
  const [shown, setShown] = useState(search);
  const timer = useRef<number | undefined>(undefined);
  // The address changed from outside (a link, back): the box follows it.
  if (search !== shown) {
    setShown(search);
    setText(search);
  }
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const type = (value: string) => {
    setText(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => onSearch(value.trim()), STOCK_SEARCH_DEBOUNCE_MS);
  };

  return (
    <form
      role="search"
      aria-label="Buscar en el monitor de stock"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        window.clearTimeout(timer.current);
        onSearch(text.trim());
      }}
    >
      <TextField
        type="search"
        label="Buscar productos con bajo stock"
        placeholder="Nombre, modelo, SKU o marca"
        value={text}
        maxLength={100}
        onChange={(event) => type(event.target.value)}
        suffix={<Search size={18} aria-hidden="true" />}
      />
    </form>
  );
}
