import { isDeepStrictEqual } from 'node:util';
import type { Writable } from 'node:stream';
import {
  ivaClassAfterVat,
  MAX_LISTED_ROW_ERRORS,
  PRODUCT_UPLOAD_LIMITS,
  type ProductCreate,
  type ProductUploadResult,
  type ProductUploadRowError,
} from '@shop/shared';
import type { Transactional } from '../../db/transactional';
import { AppError, isUniqueViolation, rateLimited } from '../../lib/errors';
import { richTextToPlain } from '../../lib/rich-text-plain';
import { createWorkQueue } from '../../lib/work-queue';
import type { AuditFact, AuditService } from '../../platform/audit/service';
import {
  DEFAULT_READ_LIMITS,
  excelKind,
  readProductSheet,
  type ReadLimits,
  type SheetCells,
} from './read-workbook';
import { COLUMN_BY_KEY } from './columns';
import {
  IMPORTED_FIELDS,
  type ProductChanges,
  type ProductImportRepository,
  type ProductUpdate,
  type StoredProduct,
} from './repository';
import { createRowList, describeChanges, type CatalogueNames } from './row-changes';
import { nameKey, readRows, type NameLookup, type OptionalColumn, type SheetProduct } from './rows';
import { writeProductWorkbook, writeReportWorkbook, type ExportRow } from './workbook';

interface Update {
  before: StoredProduct;
  after: StoredProduct;
  changes: ProductChanges;
}

/** What the upload would do: the preview's counts and rows and, for the real run, each write. */
interface Plan {
  result: ProductUploadResult;
  creates: Array<Omit<StoredProduct, 'id'>>;
  updates: Update[];
  names: CatalogueNames;
}

/** The row's fields as the product table stores them (the description is sanitized by readRows). */
const stored = (input: ProductCreate): Omit<StoredProduct, 'id'> => ({
  sku: input.sku,
  name: input.name,
  model: input.model,
  description: input.description,
  caracteristics: input.caracteristics,
  price: input.price,
  vat: input.vat,
  ivaClass: input.ivaClass,
  stock: input.stock,
  minimumStock: input.minimumStock,
  brandId: input.brand,
  categoryId: input.categories[0]!,
  subcategoryId: input.categories[1] ?? null,
  available: input.available,
  dataSheetURL: input.dataSheetURL ?? null,
  images: { product_url: input.images.product_url, views_url: input.images.views_url },
});

/**
 * An update keeps the stored value of each optional column left blank or left out of the sheet;
 * the create defaults (minimum stock 0, available, no subcategory, no images, no data sheet)
 * are only for new products (ADR 010). A kept subcategory must still belong to the row's category.
 */
function keepBlank(
  next: Omit<StoredProduct, 'id'>,
  before: StoredProduct,
  blank: ReadonlySet<OptionalColumn>,
): Omit<StoredProduct, 'id'> {
  const kept = { ...next, images: { ...next.images } };
  if (blank.has('minimumStock')) kept.minimumStock = before.minimumStock;
  if (blank.has('available')) kept.available = before.available;
  if (blank.has('dataSheetURL')) kept.dataSheetURL = before.dataSheetURL;
  if (blank.has('mainImage')) kept.images.product_url = before.images.product_url;
  if (blank.has('extraImages')) kept.images.views_url = before.images.views_url;
  // Without a class, the rate alone decides it, a capped class keeping its nominal 19 %.
  if (blank.has('ivaClass')) kept.ivaClass = ivaClassAfterVat(before.ivaClass, next.vat);
  if (blank.has('subcategory') && next.categoryId === before.categoryId)
    kept.subcategoryId = before.subcategoryId;
  return kept;
}

/** The touched fields named as the product form sends them (brand, categories), for the audit. */
function auditState(p: Omit<StoredProduct, 'id' | 'sku'>, fields: readonly string[]) {
  const state: Record<string, unknown> = {};
  for (const f of fields) {
    if (f === 'brandId') state.brand = p.brandId;
    else if (f === 'categoryId' || f === 'subcategoryId')
      state.categories =
        p.subcategoryId === null ? [p.categoryId] : [p.categoryId, p.subcategoryId];
    else state[f] = p[f as keyof typeof p];
  }
  return state;
}

export const stockChangedMessage = (exported: number, current: number) =>
  `El stock cambió desde la exportación: era ${exported}, ahora ${current}. Vuelva a exportar o corrija la fila.`;

type Comparison =
  | { kind: 'unchanged' }
  | { kind: 'update'; update: Update }
  | { kind: 'stockChanged'; reason: string };

/**
 * The row against the product's state. With 'Stock al exportar' (an export), an unchanged Stock
 * cell keeps the CURRENT stock (sales since the export stay); a changed one is written only if
 * the product still has the exported stock, else it is a row error (ADR 010). Without it (the
 * template filled by hand) Stock is absolute.
 */
function compare(
  { input, blank, exportedStock, descriptionText }: SheetProduct,
  before: StoredProduct,
): Comparison {
  const next = keepBlank(stored(input), before, blank);
  // The export writes a description as text: the same text read back keeps the stored HTML
  // (bold, lists), so exporting and uploading again changes nothing.
  if (
    descriptionText !== undefined &&
    richTextToPlain(next.description) === richTextToPlain(before.description)
  )
    next.description = before.description;
  if (exportedStock !== undefined) {
    if (input.stock === exportedStock) next.stock = before.stock;
    else if (before.stock !== exportedStock)
      return { kind: 'stockChanged', reason: stockChangedMessage(exportedStock, before.stock) };
  }
  const changed = IMPORTED_FIELDS.filter((f) => !isDeepStrictEqual(before[f], next[f]));
  if (!changed.length) return { kind: 'unchanged' };
  const changes = Object.fromEntries(changed.map((f) => [f, next[f]])) as ProductChanges;
  return { kind: 'update', update: { before, after: { ...before, ...changes }, changes } };
}

export interface ProductImportDeps {
  products: Transactional<ProductImportRepository>;
  audit: AuditService;
  limits?: Partial<ReadLimits>;
}

export function createProductImportService({ products, audit, limits }: ProductImportDeps) {
  const readLimits = { ...DEFAULT_READ_LIMITS, ...limits };
  // Each parse is a worker with up to a gigabyte of heap: two at a time, a short line, one per admin.
  const parsers = createWorkQueue({
    concurrent: 2,
    queued: 4,
    perOwner: 1,
    busy: () =>
      rateLimited(
        'Hay otra carga de Excel en revisión. Espere a que termine e inténtelo de nuevo.',
      ),
  });

  /** The file's cells, read in a worker; nothing of the catalogue is read yet. */
  async function readSheet(actorUserId: number, fileName: string, data: Buffer) {
    if (data.length > PRODUCT_UPLOAD_LIMITS.maxBytes) throw new AppError('PRODUCT_FILE_TOO_LARGE');
    const kind = excelKind(fileName, data);
    if (!kind) throw new AppError('PRODUCT_FILE_INVALID');
    return parsers.run(() => readProductSheet(data, kind, readLimits), String(actorUserId));
  }

  /**
   * The rows checked against the catalogue as `repo` reads it. With `lock` (the upload's
   * transaction) the matched products stay locked until it ends, so what the plan compared is
   * what gets written: an order placed while the file was parsed is seen here, and none can
   * land between this check and the write.
   */
  async function plan(
    repo: ProductImportRepository,
    cells: SheetCells,
    { lock }: { lock: boolean },
  ): Promise<Plan> {
    const [brandRows, categoryRows] = await Promise.all([repo.brands(), repo.categories()]);
    const lookup: NameLookup = {
      brands: new Map(brandRows.map((b) => [nameKey(b.name), b.id])),
      categories: new Map(
        categoryRows.filter((c) => c.level === 1).map((c) => [nameKey(c.name), c.id]),
      ),
      subcategories: new Map(
        categoryRows
          .filter((c) => c.level === 2)
          .map((c) => [`${c.parentCategoryId}:${nameKey(c.name)}`, c.id]),
      ),
    };
    const names: CatalogueNames = {
      brands: new Map(brandRows.map((b) => [b.id, b.name])),
      categories: new Map(categoryRows.map((c) => [c.id, c.name])),
    };
    const rows = readRows(cells, lookup, readLimits.maxRows);
    // A SKU is one code whatever its case: a row matches its product ignoring case and the
    // product keeps its stored spelling (ADR 010).
    const existing = new Map(
      (
        await repo.bySku(
          rows.products.map((p) => p.input.sku),
          { lock },
        )
      ).map((p) => [p.sku.toLowerCase(), p]),
    );
    const creates: Plan['creates'] = [];
    const updates: Plan['updates'] = [];
    const stockErrors: ProductUploadRowError[] = [];
    const listed = createRowList();
    let unchanged = 0;
    for (const row of rows.products) {
      const named = { row: row.row, sku: row.input.sku, name: row.input.name };
      const before = existing.get(row.input.sku.toLowerCase());
      if (!before) {
        creates.push(stored(row.input));
        listed.add({ ...named, kind: 'new' });
        continue;
      }
      const compared = compare(row, before);
      if (compared.kind === 'unchanged') {
        unchanged++;
        listed.add({ ...named, kind: 'unchanged' });
      } else if (compared.kind === 'update') {
        const { after } = compared.update;
        updates.push(compared.update);
        listed.add({ ...named, kind: 'update' }, () => describeChanges(before, after, names));
      } else
        stockErrors.push({
          row: row.row,
          sku: row.input.sku,
          column: COLUMN_BY_KEY.stock.header,
          reason: compared.reason,
        });
    }
    const errors: ProductUploadRowError[] = [...rows.errors, ...stockErrors]
      .sort((a, b) => a.row - b.row)
      .slice(0, MAX_LISTED_ROW_ERRORS);
    return {
      result: {
        created: creates.length,
        updated: updates.length,
        unchanged,
        errorRows: rows.errorRows + stockErrors.length,
        errors,
        ...listed.listed(),
      },
      creates,
      updates,
      names,
    };
  }

  return {
    /** Reads and checks the file and says what it would do, writing nothing. */
    async preview(
      actorUserId: number,
      fileName: string,
      data: Buffer,
    ): Promise<ProductUploadResult> {
      const cells = await readSheet(actorUserId, fileName, data);
      return (await plan(products.repo, cells, { lock: false })).result;
    },

    /**
     * Checks the whole file again (the server keeps nothing between preview and confirm) and, only
     * if every row is good, creates and updates by SKU in one transaction with one audit entry per
     * product. A file with a bad row answers the rows and writes nothing.
     */
    async upload(
      actorUserId: number,
      fileName: string,
      data: Buffer,
    ): Promise<ProductUploadResult> {
      // Parsed before the transaction opens: no lock is held while the worker reads the file.
      const cells = await readSheet(actorUserId, fileName, data);
      const reason = `Carga masiva desde el archivo «${fileName.slice(0, 200)}»`;
      return products
        .inTransaction(async (repo, tx) => {
          const { result, creates, updates, names } = await plan(repo, cells, { lock: true });
          if (result.errorRows > 0)
            throw new AppError(
              'PRODUCT_FILE_ROWS_INVALID',
              undefined,
              result.errors.map((e) => ({
                path: `fila ${e.row} · ${e.column} · ${e.sku}`,
                message: e.reason,
              })),
            );
          const ids = await repo.insert(creates);
          const facts: AuditFact[] = creates.map((created) => ({
            actorUserId,
            entity: 'product',
            entityId: ids.get(created.sku)!,
            action: 'import',
            before: null,
            after: { sku: created.sku, ...auditState(created, IMPORTED_FIELDS) },
            reason,
          }));
          const writes: ProductUpdate[] = updates.map(({ before, after, changes }) => {
            const touched = Object.keys(changes);
            facts.push({
              actorUserId,
              entity: 'product',
              entityId: before.id,
              action: 'import',
              before: auditState(before, touched),
              after: auditState(after, touched),
              reason,
            });
            return {
              after,
              changes,
              names: {
                brandName: names.brands.get(after.brandId) ?? '',
                categoryNames: [after.categoryId, after.subcategoryId].flatMap((id) =>
                  id === null ? [] : [names.categories.get(id) ?? ''],
                ),
              },
            };
          });
          // Written in bulk, a thousand rows a statement: row by row, 10,000 rows took 15 s.
          await repo.updateMany(writes);
          await audit.recordMany(tx, facts);
          return result;
        })
        .catch((err: unknown) => {
          // Another upload created one of these SKUs since this one was checked.
          if (isUniqueViolation(err)) throw new AppError('CONFLICT');
          throw err;
        });
    },

    /** The empty template: header, instructions, example (no product rows). */
    template(out: Writable) {
      return writeProductWorkbook(out, []);
    },

    /** The whole catalogue in the template's columns, so it can be edited and uploaded again. */
    async exportCatalogue(): Promise<(out: Writable) => Promise<void>> {
      const rows: ExportRow[] = await products.repo.catalogue();
      return (out) => writeProductWorkbook(out, rows);
    },

    report(out: Writable, errors: ProductUploadRowError[]) {
      return writeReportWorkbook(out, errors);
    },
  };
}
export type ProductImportService = ReturnType<typeof createProductImportService>;
