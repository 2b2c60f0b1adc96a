import { z } from 'zod';

/**
 * The Excel bulk upload of products (issue 13; ADR 010): its limits,
 * messages and answers, one source for the API, the upload page and the template's instructions.
 */
export const PRODUCT_UPLOAD_LIMITS = {
  /** Size of the file as sent. */
  maxBytes: 10 * 1024 * 1024,
  maxMegabytes: 10,
  /** Product rows under the header. */
  maxRows: 20_000,
  /** Reading the workbook (in a worker thread) stops after this many seconds. */
  parseSeconds: 30,
} as const;

export const PRODUCT_UPLOAD_MESSAGES = {
  required: 'Por favor seleccione un archivo Excel.',
  invalid: 'Por favor seleccione un archivo Excel válido (.xlsx o .xls)',
  tooLarge: `El archivo Excel supera el tamaño máximo de ${PRODUCT_UPLOAD_LIMITS.maxMegabytes} MB.`,
  tooManyRows: `El archivo tiene más de ${PRODUCT_UPLOAD_LIMITS.maxRows.toLocaleString('es-CO')} productos. Divídelo en archivos más pequeños.`,
  rowsBeyondLimit: `La hoja de productos tiene datos o formato después de la fila ${(PRODUCT_UPLOAD_LIMITS.maxRows + 1).toLocaleString('es-CO')}: la carga admite hasta ${PRODUCT_UPLOAD_LIMITS.maxRows.toLocaleString('es-CO')} productos debajo del encabezado. Borra las filas sobrantes o divide el archivo.`,
  vat: 'El IVA debe ser 0 (excluido), 5 o 19: escriba el número sin el signo % (19 para el 19 %) o use una celda con formato de porcentaje (19%).',
  timeout: `El archivo tardó más de ${PRODUCT_UPLOAD_LIMITS.parseSeconds} segundos en leerse. Divídelo en archivos más pequeños.`,
  expanded:
    'El archivo Excel ocupa demasiado una vez descomprimido. Divídelo en archivos más pequeños.',
  empty: 'El archivo no tiene productos: llene las filas debajo del encabezado de la plantilla.',
  rowsInvalid:
    'El archivo tiene filas con errores y no se cargó ningún producto. Corríjalas y vuelva a subirlo.',
  success: 'Archivo Excel subido correctamente.',
  onlyOne: 'Envía un solo archivo Excel.',
} as const;

/** The Colombian IVA rates a product may have, as percentages (0 = excluido). */
export const PRODUCT_UPLOAD_VAT_PERCENTS = [0, 5, 19] as const;

/** The field the file travels in (docs/architecture.md, "Contract: API calls"). */
export const PRODUCT_UPLOAD_FIELD = 'productFile';

/** One problem of one row, as Excel numbers the rows (the header is row 1). */
export const ProductUploadRowErrorSchema = z.object({
  row: z.number().int().min(1),
  sku: z.string().max(200),
  column: z.string().max(100),
  reason: z.string().max(500),
});
export type ProductUploadRowError = z.infer<typeof ProductUploadRowErrorSchema>;

/** At most this many problems are listed; `errorRows` still counts every bad row. */
export const MAX_LISTED_ROW_ERRORS = 2_000;

/** One field a row changes, in words: the column's header and both values as a person reads them. */
export const ProductUploadChangeSchema = z.object({
  /** The sheet column's key, for code ('price', 'mainImage'); a person reads `label`. */
  field: z.string().max(40),
  /** The column's header in the sheet ('Precio (COP)'). */
  label: z.string().max(100),
  /** Empty when the product had nothing there (no data sheet, no subcategory). */
  before: z.string().max(300),
  after: z.string().max(300),
});
export type ProductUploadChange = z.infer<typeof ProductUploadChangeSchema>;

/** What one good row would do: create its product, change some fields of it, or nothing. */
export const ProductUploadRowSchema = z.object({
  row: z.number().int().min(1),
  sku: z.string().max(200),
  name: z.string().max(300),
  kind: z.enum(['new', 'update', 'unchanged']),
  /** The fields an update changes, in the sheet's column order; empty for the other kinds. */
  changes: z.array(ProductUploadChangeSchema),
});
export type ProductUploadRow = z.infer<typeof ProductUploadRowSchema>;

/**
 * At most this many rows are listed, so a 20,000-row sheet is not a 20,000-row answer; the
 * rows that create or change a product are listed before the unchanged ones, which only fill the
 * room left (a re-imported export of 5,000 products with three edits lists those three).
 */
export const MAX_LISTED_PREVIEW_ROWS = 500;

/** A listed value is cut to this many characters (a description, a list of addresses). */
export const MAX_PREVIEW_VALUE_LENGTH = 120;

export const ProductUploadResultSchema = z.object({
  /** SKUs not in the catalogue yet. */
  created: z.number().int(),
  /** Existing SKUs with at least one changed field. */
  updated: z.number().int(),
  /** Existing SKUs whose row changes nothing. */
  unchanged: z.number().int(),
  /** Rows with at least one problem. */
  errorRows: z.number().int(),
  errors: z.array(ProductUploadRowErrorSchema),
  /** The good rows, in sheet order, up to MAX_LISTED_PREVIEW_ROWS. */
  rows: z.array(ProductUploadRowSchema).max(MAX_LISTED_PREVIEW_ROWS),
  /** Good rows counted above but not listed in `rows`. */
  rowsLeftOut: z.number().int().min(0),
});
export type ProductUploadResult = z.infer<typeof ProductUploadResultSchema>;

export const ProductUploadQuerySchema = z.strictObject({
  dryRun: z
    .enum(['true', 'false'], { error: "dryRun debe ser 'true' o 'false'." })
    .optional()
    .transform((v) => v === 'true'),
});

/** The row report: the preview's problems, sent back to be written as an .xlsx. */
export const ProductUploadReportSchema = z.strictObject({
  // Strict rows too: an unknown key is refused here as at the top level, not dropped.
  errors: z.array(z.strictObject(ProductUploadRowErrorSchema.shape)).max(MAX_LISTED_ROW_ERRORS),
});
export type ProductUploadReport = z.infer<typeof ProductUploadReportSchema>;
