import { useEffect, useRef, useState } from 'react';

/**
 * A dashboard search waits this long after the last keystroke (docs/architecture.md, "Contract:
 * constants and limits").
 */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * The text of a search box whose term lives in the address: typing searches once it pauses,
 * `submit` (Enter) searches at once, and a term changed from outside (a link, back, 'Limpiar
 * filtros') replaces the text. `cancel` drops a pending search.
 */
export function useDebouncedSearch(search: string, onSearch: (term: string) => void) {
  const [text, setText] = useState(search);
  const [shown, setShown] = useState(search);
  const timer = useRef<number | undefined>(undefined);
  if (search !== shown) {
    setShown(search);
    setText(search);
  }
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const cancel = () => window.clearTimeout(timer.current);
  return {
    text,
    type: (value: string) => {
      setText(value);
      cancel();
      timer.current = window.setTimeout(() => onSearch(value.trim()), SEARCH_DEBOUNCE_MS);
    },
    submit: () => {
      cancel();
      onSearch(text.trim());
    },
    cancel,
  };
}
