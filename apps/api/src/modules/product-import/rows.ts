import {
  IVA_CLASSES,
  IVA_CLASS_LABELS,
  PRODUCT_UPLOAD_MESSAGES,
  PRODUCT_UPLOAD_VAT_PERCENTS,
  ProductCreateSchema,
  splitCharacteristics,
  type IvaClass,
  type ProductCreate,
  type ProductUploadRowError,
} from '@shop/shared';
import { AppError } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/html';
import { looksLikeHtml, plainToRichText } from '../../lib/rich-text-plain';
import { unescapeText } from '../../lib/spreadsheet-text';
import { COLUMN_BY_KEY, SHEET_COLUMNS, headerKey, type ColumnKey } from './columns';
import type { SheetCells } from './read-workbook';

/** Brands and categories as the sheet names them (case and accents ignored). */
export interface NameLookup {
  brands: Map<string, number>;
  /** Level-1 categories by name. */
  categories: Map<string, number>;
  /** Level-2 categories by `${parentId}:${name}`. */
  subcategories: Map<string, number>;
}

export const nameKey = (text: string) => headerKey(text);

/** The optional columns: left blank (or left out), an update keeps what the product has. */
export const OPTIONAL_COLUMNS = SHEET_COLUMNS.filter((c) => !c.required).map((c) => c.key);
export type OptionalColumn = (typeof OPTIONAL_COLUMNS)[number];

/** One good row of the sheet: the same input the product form sends. */
export interface SheetProduct {
  row: number;
  /** Defaults filled in for the blank optional cells: what a NEW product gets. */
  input: ProductCreate;
  /** Optional columns blank in this row or absent from the sheet (ADR 010). */
  blank: ReadonlySet<OptionalColumn>;
  /** 'Stock al exportar' (written by the export): the stock the sheet's Stock was read from. */
  exportedStock?: number;
  /** The description cell when it held plain text rather than HTML (the export writes text). */
  descriptionText?: string;
}

export interface ReadRows {
  products: SheetProduct[];
  errors: ProductUploadRowError[];
  errorRows: number;
}

/**
 * Characteristics, one per line; a cell without line breaks is split on commas as the form does.
 * A single characteristic holding a comma is written with a trailing line break (ADR 010).
 */
export function splitCharacteristicsCell(text: string): string[] {
  if (!/[\r\n]/.test(text)) return splitCharacteristics(text);
  return text
    .split(/\r?\n|\r/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export function characteristicsCell(list: readonly string[]): string {
  if (list.length === 1 && list[0]!.includes(',')) return `${list[0]}\n`;
  return list.join('\n');
}

/** The cell as text, untrimmed: a trailing line break in 'Características' carries meaning. */
const rawText = (value: unknown): string =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);

const text = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  return String(value as string).trim();
};

/** A number cell, or text of plain digits ('289900', '19,5' for a percentage). */
const numberCell = (value: unknown): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'number') return value;
  const t = text(value)
    .replace(/[\s$%]/g, '')
    .replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(t)) return Number.NaN;
  return Number(t);
};

/** 'Clase de IVA' cells: a label of IVA_CLASS_LABELS or a code, case and accents ignored. */
const IVA_CLASS_BY_NAME = new Map<string, IvaClass>(
  IVA_CLASSES.flatMap((c) => [
    [headerKey(IVA_CLASS_LABELS[c]), c],
    [headerKey(c), c],
  ]),
);

export const ivaClassCellMessage = (value: string) =>
  `La clase de IVA «${value}» no existe. Escriba una de estas: ${IVA_CLASSES.map((c) => `«${IVA_CLASS_LABELS[c]}»`).join(', ')}, o su código (${IVA_CLASSES.join(', ')}).`;

const YES = new Set(['si', 'sí', 'true', 'verdadero', 'x', '1']);
const NO = new Set(['no', 'false', 'falso', '0']);

const PATH_COLUMN: Record<string, ColumnKey> = {
  name: 'name',
  model: 'model',
  sku: 'sku',
  description: 'description',
  caracteristics: 'caracteristics',
  price: 'price',
  vat: 'vat',
  ivaClass: 'ivaClass',
  stock: 'stock',
  minimumStock: 'minimumStock',
  brand: 'brand',
  categories: 'category',
  available: 'available',
  dataSheetURL: 'dataSheetURL',
};

const columnOfPath = (path: readonly PropertyKey[]): ColumnKey => {
  if (path[0] === 'images') return path[1] === 'views_url' ? 'extraImages' : 'mainImage';
  return PATH_COLUMN[String(path[0])] ?? 'sku';
};

/** Which column of the sheet holds each field, from the header row. */
function headerColumns(header: unknown[]): Map<ColumnKey, number> {
  const byHeader = new Map(SHEET_COLUMNS.map((c) => [headerKey(c.header), c.key]));
  const found = new Map<ColumnKey, number>();
  header.forEach((cell, index) => {
    const key = byHeader.get(headerKey(text(cell)));
    if (key && !found.has(key)) found.set(key, index);
  });
  const missing = SHEET_COLUMNS.filter((c) => c.required && !found.has(c.key));
  if (missing.length)
    throw new AppError(
      'PRODUCT_FILE_INVALID',
      `Al archivo le falta la columna «${missing[0]!.header}» en la primera fila. Use la plantilla de carga masiva.`,
    );
  return found;
}

/**
 * Every row under the header, checked as the product form checks its input (ProductCreateSchema)
 * plus what only a sheet can get wrong: names of brands and categories that do not exist, a
 * subcategory of another category, a SKU twice. Rows with nothing in them are skipped.
 */
export function readRows(cells: SheetCells, lookup: NameLookup, maxRows: number): ReadRows {
  const [header = [], ...body] = cells.rows;
  const columns = headerColumns(header);
  const percent = new Set((cells.percentCells ?? []).map(([i, j]) => `${i}:${j}`));
  const products: SheetProduct[] = [];
  const errors: ProductUploadRowError[] = [];
  const seen = new Map<string, number>();
  let errorRows = 0;
  let filled = 0;
  body.forEach((cellsOfRow, index) => {
    const row = cells.firstRow + 1 + index;
    // Text the export escaped against formula injection (workbook.ts) reads as it was typed.
    const cell = (key: ColumnKey) => {
      const at = columns.get(key);
      const value = at === undefined ? null : cellsOfRow[at];
      return typeof value === 'string' ? unescapeText(value) : value;
    };
    if (!SHEET_COLUMNS.some((c) => text(cell(c.key)) !== '')) return;
    filled++;
    if (filled > maxRows) throw new AppError('PRODUCT_FILE_TOO_MANY_ROWS');
    const sku = text(cell('sku'));
    const rowErrors: ProductUploadRowError[] = [];
    const fail = (key: ColumnKey, reason: string) =>
      rowErrors.push({ row, sku, column: COLUMN_BY_KEY[key].header, reason });

    const brandName = text(cell('brand'));
    const brand = lookup.brands.get(nameKey(brandName));
    if (!brandName) fail('brand', 'Escriba el nombre de la marca del producto.');
    else if (brand === undefined)
      fail('brand', `La marca «${brandName}» no existe. Créela en Marcas o corrija el nombre.`);
    const categoryName = text(cell('category'));
    const category = lookup.categories.get(nameKey(categoryName));
    if (!categoryName) fail('category', 'Escriba el nombre de la categoría de nivel 1.');
    else if (category === undefined)
      fail('category', `La categoría de nivel 1 «${categoryName}» no existe.`);
    const subcategoryName = text(cell('subcategory'));
    const subcategory =
      category === undefined || !subcategoryName
        ? undefined
        : lookup.subcategories.get(`${category}:${nameKey(subcategoryName)}`);
    if (subcategoryName && category !== undefined && subcategory === undefined)
      fail(
        'subcategory',
        `La subcategoría «${subcategoryName}» no existe dentro de «${categoryName}».`,
      );
    const availableText = nameKey(text(cell('available')));
    if (availableText && !YES.has(availableText) && !NO.has(availableText))
      fail('available', "Escriba 'Sí' o 'No'.");
    // A cell formatted as a percentage holds the fraction ('19%' is 0.19); a plain number is a percentage.
    const vatAt = columns.get('vat');
    const vatCell = numberCell(cell('vat'));
    const vatPercent =
      vatCell !== undefined && vatAt !== undefined && percent.has(`${index + 1}:${vatAt}`)
        ? vatCell * 100
        : vatCell;
    const vat = vatPercent === undefined ? undefined : Math.round(vatPercent * 100) / 10_000;
    if (
      vat !== undefined &&
      Number.isFinite(vat) &&
      !PRODUCT_UPLOAD_VAT_PERCENTS.some((allowed) => allowed / 100 === vat)
    )
      fail('vat', PRODUCT_UPLOAD_MESSAGES.vat);
    const ivaClassText = text(cell('ivaClass'));
    const ivaClass = ivaClassText ? IVA_CLASS_BY_NAME.get(headerKey(ivaClassText)) : undefined;
    if (ivaClassText && ivaClass === undefined) fail('ivaClass', ivaClassCellMessage(ivaClassText));
    const exportedStock = numberCell(cell('exportedStock'));
    if (exportedStock !== undefined && (!Number.isInteger(exportedStock) || exportedStock < 0))
      fail(
        'exportedStock',
        "La columna 'Stock al exportar' la escribe la exportación y no se modifica: vuelva a exportar el catálogo.",
      );
    const extra = text(cell('extraImages'));
    const descriptionCell = rawText(cell('description'));
    const plainDescription = !looksLikeHtml(descriptionCell);
    const blank = new Set(OPTIONAL_COLUMNS.filter((key) => text(cell(key)) === ''));

    const input = {
      name: text(cell('name')),
      model: text(cell('model')),
      sku,
      // Sanitized before the check: markup that cleans away to nothing is no description. Plain
      // text (what the export writes) becomes paragraphs.
      description: sanitizeRichText(
        plainDescription ? plainToRichText(descriptionCell) : descriptionCell,
      ),
      caracteristics: splitCharacteristicsCell(rawText(cell('caracteristics'))),
      price: numberCell(cell('price')),
      vat,
      ivaClass,
      stock: numberCell(cell('stock')),
      minimumStock: numberCell(cell('minimumStock')),
      // A placeholder id where the name already failed: the row is reported once, by name.
      brand: brand ?? 1,
      categories:
        category === undefined
          ? [1]
          : subcategory === undefined
            ? [category]
            : [category, subcategory],
      available: availableText ? !NO.has(availableText) : undefined,
      dataSheetURL: text(cell('dataSheetURL')) || null,
      images: {
        product_url: text(cell('mainImage')),
        views_url: extra
          ? extra
              .split(/[\r\n,]+/)
              .map((u) => u.trim())
              .filter(Boolean)
          : [],
      },
    };
    const parsed = ProductCreateSchema.safeParse(input);
    const lookedUp = new Set(rowErrors.map((e) => e.column));
    if (!parsed.success) {
      const reported = new Set<string>();
      for (const issue of parsed.error.issues) {
        const key = columnOfPath(issue.path);
        const header = COLUMN_BY_KEY[key].header;
        if (lookedUp.has(header) || reported.has(header)) continue;
        reported.add(header);
        fail(key, issue.message);
      }
    }
    if (sku) {
      const first = seen.get(sku.toLowerCase());
      if (first !== undefined)
        fail('sku', `El SKU «${sku}» ya está en la fila ${first} del archivo.`);
      else seen.set(sku.toLowerCase(), row);
    }
    if (rowErrors.length) {
      errorRows++;
      errors.push(...rowErrors);
    } else if (parsed.success) {
      products.push({
        row,
        input: parsed.data,
        blank,
        exportedStock,
        ...(plainDescription ? { descriptionText: descriptionCell } : {}),
      });
    }
  });
  if (filled === 0) throw new AppError('PRODUCT_FILE_INVALID', PRODUCT_UPLOAD_MESSAGES.empty);
  return { products, errors, errorRows };
}
