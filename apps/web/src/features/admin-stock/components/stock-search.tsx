import { Search } from 'lucide-react';
import { TextField } from '../../../components/ui/form/text-field';
import { useDebouncedSearch } from '../../../hooks/use-debounced-search';
import styles from './stock-search.module.css';

interface StockSearchProps {
  search: string;
  onSearch: (search: string) => void;
}

/** The monitor's search box: it searches once typing pauses, or at once on Enter. */
export function StockSearch({ search, onSearch }: StockSearchProps) {
  const { text, type, submit } = useDebouncedSearch(search, onSearch);

  return (
    <form
      role="search"
      aria-label="Buscar en el monitor de stock"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
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
