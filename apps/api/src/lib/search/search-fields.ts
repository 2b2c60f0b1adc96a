import { compactKey, foldText } from '../fold';

export interface SearchSource {
  name: string;
  model: string;
  sku: string;
  brandName: string;
  categoryNames: string[];
  caracteristics: string[];
}

/** The product fields the search columns are derived from (with the brand's and categories' names). */
export const SEARCHED_FIELDS = [
  'name',
  'model',
  'sku',
  'brandId',
  'categoryId',
  'subcategoryId',
  'caracteristics',
] as const;

/** Whether a write's changes touch a field the search columns read, so they must be derived again. */
export const changesSearch = (changes: object): boolean =>
  SEARCHED_FIELDS.some((field) => field in changes);

/**
 * The columns search reads, derived whenever a product is written (seed, admin, Excel upload):
 * folding accents here is what makes "camara" find "Cámara" without the unaccent extension.
 */
export function searchFields(p: SearchSource) {
  return {
    searchText: foldText(
      [p.name, p.model, p.sku, p.brandName, ...p.categoryNames, ...p.caracteristics].join(' '),
    ),
    modelKey: compactKey(p.model),
    skuKey: compactKey(p.sku),
  };
}

/** The words typo correction may suggest: those of names, brands and models, three letters or more. */
export function dictionaryTerms(p: Pick<SearchSource, 'name' | 'model' | 'brandName'>): string[] {
  const words = foldText(`${p.name} ${p.brandName} ${p.model}`).split(/[^a-z0-9ñ]+/);
  return [...new Set(words.filter((w) => w.length >= 3 && /[a-zñ]/.test(w)))];
}
