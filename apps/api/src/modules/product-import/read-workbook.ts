import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { PRODUCT_UPLOAD_LIMITS, PRODUCT_UPLOAD_MESSAGES } from '@shop/shared';
import { AppError } from '../../lib/errors';
import { PRODUCT_SHEET_NAME } from './columns';
import { checkInflatedParts, declaredUncompressedBytes } from './zip-entries';

/** The cells of the product sheet: `rows[i]` is the row Excel numbers `firstRow + i`. */
export interface SheetCells {
  firstRow: number;
  rows: unknown[][];
  /**
   * `[i, j]` of each number cell shown as a percentage (its number format holds '%'): Excel keeps
   * '19%' as 0.19, a fraction already (ADR 010).
   */
  percentCells?: Array<[number, number]>;
}

export interface ReadLimits {
  maxRows: number;
  timeoutMs: number;
  /** What the parts of an .xlsx may add up to once inflated. */
  maxUncompressedBytes: number;
  /** Heap of the worker: a file that still explodes in memory ends the worker, not the server. */
  workerHeapMb: number;
}

export const DEFAULT_READ_LIMITS: ReadLimits = {
  maxRows: PRODUCT_UPLOAD_LIMITS.maxRows,
  timeoutMs: PRODUCT_UPLOAD_LIMITS.parseSeconds * 1000,
  maxUncompressedBytes: 400 * 1024 * 1024,
  workerHeapMb: 1024,
};

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** OLE2 compound file: the container of a binary .xls (BIFF8). */
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export type ExcelKind = 'xlsx' | 'xls';

/** The kind a file is by its name AND its first bytes: a renamed PDF or text file is neither. */
export function excelKind(fileName: string, data: Buffer): ExcelKind | null {
  const ext = /\.(xlsx|xls)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (ext === 'xlsx' && data.subarray(0, 4).equals(ZIP)) return 'xlsx';
  if (ext === 'xls' && data.subarray(0, 8).equals(OLE2)) return 'xls';
  return null;
}

/**
 * Runs in a worker thread (SheetJS from @e965/xlsx, ADR 010): parsing a 10 MB workbook takes
 * seconds of CPU that must not block the server's event loop. Plain JavaScript evaluated by
 * Node, so the same code runs from the TypeScript sources (tests) and from the bundle (dist).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const XLSX = require(workerData.parser);
try {
  const data = Buffer.from(workerData.data.buffer, workerData.data.byteOffset, workerData.data.byteLength);
  const book = XLSX.read(data, {
    type: 'buffer', dense: true, sheetRows: workerData.maxRows + 2, cellNF: true,
    cellFormula: false, cellHTML: false, cellText: false, cellStyles: false, bookVBA: false,
  });
  const name = book.SheetNames.includes(workerData.sheet) ? workerData.sheet : book.SheetNames[0];
  const sheet = name === undefined ? undefined : book.Sheets[name];
  const full = sheet && sheet['!fullref'] ? XLSX.utils.decode_range(sheet['!fullref']) : undefined;
  if (full && full.e.r >= workerData.maxRows + 2) {
    // The sheet goes on past the rows read: never import only its first part.
    parentPort.postMessage({ ok: false, tooManyRows: true });
  } else if (!sheet || !sheet['!ref']) {
    parentPort.postMessage({ ok: true, firstRow: 1, rows: [], percentCells: [] });
  } else {
    const range = XLSX.utils.decode_range(sheet['!ref']);
    const rows = XLSX.utils.sheet_to_json(sheet, { header: 1, raw: true, blankrows: true, defval: null });
    const percentCells = [];
    const data = sheet['!data'] || [];
    for (let r = range.s.r; r <= range.e.r; r++) {
      const cells = data[r];
      if (!cells) continue;
      for (let c = range.s.c; c <= range.e.c; c++) {
        const cell = cells[c];
        if (cell && cell.t === 'n' && typeof cell.z === 'string' && cell.z.includes('%'))
          percentCells.push([r - range.s.r, c - range.s.c]);
      }
    }
    parentPort.postMessage({ ok: true, firstRow: range.s.r + 1, rows, percentCells });
  }
} catch (err) {
  parentPort.postMessage({ ok: false, message: String((err && err.message) || err) });
}
`;

const PARSER_PATH = createRequire(import.meta.url).resolve('@e965/xlsx');

type WorkerAnswer =
  | { ok: true; firstRow: number; rows: unknown[][]; percentCells: Array<[number, number]> }
  | { ok: false; message?: string; tooManyRows?: boolean };

/**
 * Reads the product sheet of an .xlsx or .xls off the event loop, within the size, row, time and
 * memory limits; every refusal is a 4xx with the Spanish text of the limit it hit.
 */
export async function readProductSheet(
  data: Buffer,
  kind: ExcelKind,
  limits: ReadLimits = DEFAULT_READ_LIMITS,
): Promise<SheetCells> {
  if (kind === 'xlsx') {
    const inflated = declaredUncompressedBytes(data);
    if (inflated === null) throw new AppError('PRODUCT_FILE_INVALID');
    if (inflated > limits.maxUncompressedBytes)
      throw new AppError('PRODUCT_FILE_TOO_LARGE', PRODUCT_UPLOAD_MESSAGES.expanded);
    // The parser would inflate a part whose size lies to the end, and read a million-row sheet to
    // the end to find its extent: both are refused here first, after a bounded amount of work.
    switch (await checkInflatedParts(data, { maxSheetRows: limits.maxRows + 2 })) {
      case 'invalid':
        throw new AppError('PRODUCT_FILE_INVALID');
      case 'sizeLies':
        throw new AppError('PRODUCT_FILE_TOO_LARGE', PRODUCT_UPLOAD_MESSAGES.expanded);
      case 'tooManyRows':
        throw new AppError('PRODUCT_FILE_TOO_MANY_ROWS', PRODUCT_UPLOAD_MESSAGES.rowsBeyondLimit);
    }
  }
  const answer = await new Promise<WorkerAnswer>((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { parser: PARSER_PATH, data, maxRows: limits.maxRows, sheet: PRODUCT_SHEET_NAME },
      resourceLimits: { maxOldGenerationSizeMb: limits.workerHeapMb },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new AppError('PRODUCT_FILE_TIMEOUT'));
    }, limits.timeoutMs);
    const settle = () => clearTimeout(timer);
    worker.once('message', (message: WorkerAnswer) => {
      settle();
      void worker.terminate();
      resolve(message);
    });
    worker.once('error', (err: Error & { code?: string }) => {
      settle();
      reject(
        err.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new AppError('PRODUCT_FILE_TOO_LARGE', PRODUCT_UPLOAD_MESSAGES.expanded)
          : new AppError('PRODUCT_FILE_INVALID'),
      );
    });
  });
  if (!answer.ok && answer.tooManyRows)
    throw new AppError('PRODUCT_FILE_TOO_MANY_ROWS', PRODUCT_UPLOAD_MESSAGES.rowsBeyondLimit);
  if (!answer.ok) throw new AppError('PRODUCT_FILE_INVALID');
  return { firstRow: answer.firstRow, rows: answer.rows, percentCells: answer.percentCells };
}
