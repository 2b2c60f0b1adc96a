import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useMatch, useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { paths } from '../../../config/paths';
import { useCombobox } from '../hooks/use-combobox';
import { useFittingPlaceholder } from '../hooks/use-fitting-placeholder';
import type { Suggestion, UseSuggestions } from '../utils/suggestions';
import { optionId, SuggestionList } from './suggestion-list';
import styles from './search-form.module.css';

interface SearchFormProps {
  /** The brand-list button sits before the box; nothing is drawn without it. */
  addon?: ReactNode;
  /** Runs after navigating, e.g. to close the mobile menu. */
  onSearched?: () => void;
  /** The products, brands and categories to suggest for the text typed. */
  useSuggestions: UseSuggestions;
}

const HINTS = ['Buscar productos o marcas', 'Buscar productos', 'Buscar'] as const;

/**
 * Goes to /search/{term} (URL-encoded); an empty term is allowed. On the results page the box
 * holds the term searched, elsewhere it starts empty (docs/architecture.md, "Contract: screens
 * and routes"). While someone types it is a combobox suggesting pages to go to instead.
 */
export function SearchForm({ addon, onSearched, useSuggestions }: SearchFormProps) {
  const searched = (useMatch(paths.search.path)?.params.term ?? '').trim();
  const { pathname } = useLocation();
  const [term, setTerm] = useState(searched);
  // Suggestions are asked for text a person typed here, not for the term a page was opened with.
  const [typed, setTyped] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  const navigate = useNavigate();
  const inputId = useId();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const placeholder = useFittingPlaceholder(inputRef, HINTS);

  const groups = useSuggestions(typed ? term : '');
  const options = groups.flatMap((group) => group.options);
  const choose = (option: Suggestion) => {
    navigate(option.href);
    onSearched?.();
  };
  const combobox = useCombobox(options, choose);

  // Another page: the box shows its term (the results page's) or nothing, and the list closes.
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setTerm(searched);
    setTyped(false);
    combobox.close();
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    combobox.close();
    navigate(paths.search.getHref(term.trim()));
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
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={combobox.expanded}
        aria-controls={listId}
        aria-activedescendant={combobox.active >= 0 ? optionId(listId, combobox.active) : undefined}
        className={styles.input}
        ref={inputRef}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          setTyped(true);
          combobox.reopen();
        }}
        onKeyDown={combobox.onKeyDown}
        onBlur={combobox.close}
      />
      <button type="submit" className={styles.submit} aria-label="Buscar">
        <Search size={20} />
      </button>
      <SuggestionList
        id={listId}
        groups={groups}
        hidden={!combobox.expanded}
        active={combobox.active}
        onChoose={(option) => {
          combobox.close();
          choose(option);
        }}
        onPoint={combobox.point}
      />
    </form>
  );
}
