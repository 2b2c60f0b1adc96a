import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { paths } from '../../../config/paths';
import { useFittingPlaceholder } from '../hooks/use-fitting-placeholder';
import styles from './search-form.module.css';

interface SearchFormProps {
  /** The brand-list button sits before the box; nothing is drawn without it. */
  addon?: ReactNode;
  /** Runs after navigating, e.g. to close the mobile menu. */
  onSearched?: () => void;
}

const HINTS = ['Buscar productos o marcas', 'Buscar productos', 'Buscar'] as const;

/**
 * Goes to /search/{term} (URL-encoded) and clears the box; an empty term is allowed
 * (docs/architecture.md, "Contract: screens and routes").
 */
export function SearchForm({ addon, onSearched }: SearchFormProps) {
  const [term, setTerm] = useState('');
  const navigate = useNavigate();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const placeholder = useFittingPlaceholder(inputRef, HINTS);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(paths.search.getHref(term.trim()));
    setTerm('');
    onSearched?.();
  };

  return (
    <form role="search" className={styles.form} onSubmit={onSubmit}>
      {addon}
      <label htmlFor={inputId} className="visually-hidden">
        Buscar productos
      </label>
      <input
        id={inputId}
        type="search"
        className={styles.input}
        ref={inputRef}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
      <button type="submit" className={styles.submit} aria-label="Buscar">
        <Search size={20} />
      </button>
    </form>
  );
}
