/** One entry of the search box's list: a product, a brand or a category, and its page. */
export interface Suggestion {
  /** Unique in the list ('product-12', 'brand-3'). */
  key: string;
  label: string;
  /** A second, quieter line (a product's brand and model). */
  detail?: string | undefined;
  href: string;
}

/** The list's sections, in order: 'Productos', 'Marcas', 'Categorías'. */
export interface SuggestionGroup {
  label: string;
  options: Suggestion[];
}

/** Suggestions start at two typed characters, once the typing pauses this long. */
export const SUGGEST_MIN_LENGTH = 2;
export const SUGGEST_DEBOUNCE_MS = 200;

/** What the search box asks for its list: called as a hook, with the text as typed. */
export type UseSuggestions = (term: string) => SuggestionGroup[];
