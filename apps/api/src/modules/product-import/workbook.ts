import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { IVA_CLASS_LABELS, PRODUCT_UPLOAD_LIMITS, type ProductUploadRowError } from '@shop/shared';
import {
  INSTRUCTIONS_SHEET_NAME,
  PRODUCT_SHEET_NAME,
  SHEET_COLUMNS,
  vatPercent,
  type ColumnKey,
} from './columns';
import type { StoredProduct } from './repository';
import { characteristicsCell } from './rows';
import { looksLikeFormula } from '../../lib/spreadsheet-text';
import { QUOTED_TEXT } from '../../lib/xlsx-quote-prefix';
import { richTextToPlain } from '../../lib/rich-text-plain';

export interface ExportRow extends StoredProduct {
  brandName: string;
  categoryName: string;
  subcategoryName: string | null;
}

/** A product as the sheet writes it: the same cells an admin types into the template. */
function cells(p: ExportRow): Record<ColumnKey, ExcelJS.CellValue> {
  return {
    sku: p.sku,
    name: p.name,
    model: p.model,
    brand: p.brandName,
    category: p.categoryName,
    subcategory: p.subcategoryName ?? null,
    // Text a person reads and edits in a cell, not markup (the upload takes both).
    description: richTextToPlain(p.description),
    caracteristics: characteristicsCell(p.caracteristics),
    price: p.price,
    vat: vatPercent(p.vat),
    ivaClass: IVA_CLASS_LABELS[p.ivaClass],
    stock: p.stock,
    minimumStock: p.minimumStock,
    available: p.available ? 'Sí' : 'No',
    mainImage: p.images.product_url,
    extraImages: p.images.views_url.join('\n') || null,
    dataSheetURL: p.dataSheetURL,
    // The stock when exported: an unchanged Stock cell then keeps the sales made since (ADR 010).
    exportedStock: p.stock,
  };
}

const bold = { bold: true } as const;

/**
 * A row whose text cells that would read as formulas carry the quote-prefix style: names and
 * descriptions are typed by people, and none may become a formula, yet each keeps its text.
 */
function addTextRow(sheet: ExcelJS.Worksheet, values: ExcelJS.CellValue[]) {
  const row = sheet.addRow(values);
  row.eachCell((cell) => {
    if (typeof cell.value === 'string' && looksLikeFormula(cell.value)) cell.style = QUOTED_TEXT;
  });
  row.commit();
}

/**
 * The product workbook: the 'Productos' sheet (frozen bold header, one row per product, cells as
 * text or numbers, never formulas) and the 'Instrucciones' sheet documenting each column. Streamed
 * row by row, so exporting a large catalogue keeps memory flat.
 */
export async function writeProductWorkbook(out: Writable, rows: readonly ExportRow[]) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(PRODUCT_SHEET_NAME, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = SHEET_COLUMNS.map((c) => ({
    key: c.key,
    header: c.header,
    width: c.width,
    style: c.numFmt ? { numFmt: c.numFmt } : {},
  }));
  const header = sheet.getRow(1);
  header.font = bold;
  header.commit();
  for (const product of rows) {
    const values = cells(product);
    addTextRow(
      sheet,
      SHEET_COLUMNS.map((c) => values[c.key]),
    );
  }
  sheet.commit();

  const help = workbook.addWorksheet(INSTRUCTIONS_SHEET_NAME, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  help.columns = [
    { header: 'Columna', key: 'header', width: 26 },
    { header: '¿Obligatoria?', key: 'required', width: 14 },
    { header: 'Formato', key: 'format', width: 90 },
    { header: 'Ejemplo', key: 'example', width: 40 },
  ];
  const helpHeader = help.getRow(1);
  helpHeader.font = bold;
  helpHeader.commit();
  for (const c of SHEET_COLUMNS) {
    const row = help.addRow([c.header, c.required ? 'Sí' : 'No', c.format, c.example]);
    row.alignment = { wrapText: true, vertical: 'top' };
    row.commit();
  }
  help.addRow([]).commit();
  const notes = [
    `Llene una fila por producto en la hoja «${PRODUCT_SHEET_NAME}», debajo del encabezado; no cambie los títulos de las columnas.`,
    `Límites: archivo .xlsx o .xls de hasta ${PRODUCT_UPLOAD_LIMITS.maxMegabytes} MB y ${PRODUCT_UPLOAD_LIMITS.maxRows.toLocaleString('es-CO')} productos; la lectura se detiene a los ${PRODUCT_UPLOAD_LIMITS.parseSeconds} segundos.`,
    'Antes de guardar, la página muestra cuántos productos se crean, cuántos se actualizan y qué filas tienen errores. Si una sola fila tiene errores no se guarda nada: corríjala y vuelva a subir el archivo.',
    'Los productos se identifican por el SKU: una fila con un SKU existente actualiza ese producto; una con un SKU nuevo lo crea. Ningún producto se elimina.',
    'Al actualizar un producto, una columna opcional vacía o que no está en el archivo conserva el valor guardado (Subcategoría, Stock mínimo, Disponible, Imagen principal, Imágenes adicionales, Ficha técnica); los valores por defecto solo se usan al crear. Para quitar una subcategoría, las imágenes adicionales o la ficha técnica usa el formulario del producto.',
    'IVA: solo 0 (excluido), 5 o 19 por ciento. La columna Clase de IVA distingue los computadores personales y los celulares o tabletas, que no pagan IVA hasta su tope en UVT.',
    'La exportación del catálogo usa estas mismas columnas: puede exportar, editar en Excel y volver a subir el archivo.',
    "La exportación agrega la columna 'Stock al exportar' con el stock de ese momento: no la modifique. Si no cambia el Stock de una fila, las ventas hechas desde la exportación se conservan; si lo cambia y el producto se vendió mientras tanto, la fila tiene error: vuelva a exportar o corrija la fila.",
  ];
  for (const note of notes) help.addRow([note]).commit();
  help.commit();
  await workbook.commit();
}

/** The preview's problems as a sheet the admin fixes the file with: row, SKU, column, reason. */
export async function writeReportWorkbook(out: Writable, errors: readonly ProductUploadRowError[]) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet('Errores', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'Fila', key: 'row', width: 8 },
    { header: 'SKU', key: 'sku', width: 20 },
    { header: 'Columna', key: 'column', width: 26 },
    { header: 'Motivo', key: 'reason', width: 90 },
  ];
  const header = sheet.getRow(1);
  header.font = bold;
  header.commit();
  for (const e of errors) addTextRow(sheet, [e.row, e.sku, e.column, e.reason]);
  sheet.commit();
  await workbook.commit();
}
