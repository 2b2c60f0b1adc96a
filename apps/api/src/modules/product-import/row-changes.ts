import { isDeepStrictEqual } from 'node:util';
import {
  formatCop,
  IVA_CLASS_LABELS,
  MAX_LISTED_PREVIEW_ROWS,
  MAX_PREVIEW_VALUE_LENGTH,
  type ProductUploadChange,
  type ProductUploadResult,
  type ProductUploadRow,
} from '@shop/shared';
import { richTextToPlain } from '../../lib/rich-text-plain';
import { SHEET_COLUMNS, vatPercent, type ColumnKey } from './columns';
import type { StoredProduct } from './repository';

type Product = Omit<StoredProduct, 'id'>;

/** Brand and category names by id: a row's change names them as the sheet does. */
export interface CatalogueNames {
  brands: Map<number, string>;
  categories: Map<number, string>;
}

const units = new Intl.NumberFormat('es-CO');

/** One column's part of the stored product, and that part as a person reads it in the preview. */
interface ColumnValue {
  part: (p: Product) => unknown;
  text: (p: Product, names: CatalogueNames) => string;
}

/**
 * The sheet columns a row may change, keyed as in columns.ts so each change is named by its
 * header, never by a stored field ('images', 'brandId'). Money is formatted from the stored
 * whole pesos; IVA is written as the sheet writes it (19, not 0.19).
 */
const COLUMN_VALUES: Partial<Record<ColumnKey, ColumnValue>> = {
  name: { part: (p) => p.name, text: (p) => p.name },
  model: { part: (p) => p.model, text: (p) => p.model },
  brand: { part: (p) => p.brandId, text: (p, n) => n.brands.get(p.brandId) ?? '' },
  category: { part: (p) => p.categoryId, text: (p, n) => n.categories.get(p.categoryId) ?? '' },
  subcategory: {
    part: (p) => p.subcategoryId,
    text: (p, n) => (p.subcategoryId === null ? '' : (n.categories.get(p.subcategoryId) ?? '')),
  },
  description: { part: (p) => p.description, text: (p) => richTextToPlain(p.description) },
  caracteristics: { part: (p) => p.caracteristics, text: (p) => p.caracteristics.join(', ') },
  price: { part: (p) => p.price, text: (p) => formatCop(p.price) },
  vat: { part: (p) => p.vat, text: (p) => `${vatPercent(p.vat)} %` },
  ivaClass: { part: (p) => p.ivaClass, text: (p) => IVA_CLASS_LABELS[p.ivaClass] },
  stock: { part: (p) => p.stock, text: (p) => units.format(p.stock) },
  minimumStock: { part: (p) => p.minimumStock, text: (p) => units.format(p.minimumStock) },
  available: { part: (p) => p.available, text: (p) => (p.available ? 'Sí' : 'No') },
  mainImage: { part: (p) => p.images.product_url, text: (p) => p.images.product_url },
  extraImages: { part: (p) => p.images.views_url, text: (p) => p.images.views_url.join(', ') },
  dataSheetURL: { part: (p) => p.dataSheetURL, text: (p) => p.dataSheetURL ?? '' },
};

/**
 * On one line and cut with '…': a 30,000-character description is not the preview's business.
 * The no-break space formatCop puts after '$' stays, so an amount never wraps.
 */
function shortText(text: string): string {
  const chars = [...text.replace(/[^\S\u00a0]+/g, ' ').trim()];
  return chars.length <= MAX_PREVIEW_VALUE_LENGTH
    ? chars.join('')
    : `${chars.slice(0, MAX_PREVIEW_VALUE_LENGTH - 1).join('')}…`;
}

/** The columns whose value differs between the stored product and the row's, in sheet order. */
export function describeChanges(
  before: Product,
  after: Product,
  names: CatalogueNames,
): ProductUploadChange[] {
  return SHEET_COLUMNS.flatMap(({ key, header }) => {
    const value = COLUMN_VALUES[key];
    if (!value || isDeepStrictEqual(value.part(before), value.part(after))) return [];
    return [
      {
        field: key,
        label: header,
        before: shortText(value.text(before, names)),
        after: shortText(value.text(after, names)),
      },
    ];
  });
}

/**
 * The preview's list of rows, capped at MAX_LISTED_PREVIEW_ROWS: rows that create or change a
 * product are kept first and the unchanged ones fill what room is left, so the few edits of a
 * re-imported export are listed. `changes` is only worked out for a row that will be listed.
 */
export function createRowList() {
  const changing: ProductUploadRow[] = [];
  const quiet: ProductUploadRow[] = [];
  let total = 0;
  return {
    add(row: Omit<ProductUploadRow, 'changes'>, changes: () => ProductUploadChange[] = () => []) {
      total++;
      const list = row.kind === 'unchanged' ? quiet : changing;
      if (list.length < MAX_LISTED_PREVIEW_ROWS)
        list.push({ ...row, name: shortText(row.name), changes: changes() });
    },
    listed(): Pick<ProductUploadResult, 'rows' | 'rowsLeftOut'> {
      const rows = [...changing, ...quiet.slice(0, MAX_LISTED_PREVIEW_ROWS - changing.length)];
      rows.sort((a, b) => a.row - b.row);
      return { rows, rowsLeftOut: total - rows.length };
    },
  };
}
