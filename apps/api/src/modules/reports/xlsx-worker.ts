import type { MessagePort } from 'node:worker_threads';
import { Writable } from 'node:stream';
import { SHEETS, type SheetName } from './sheets';
import { writeSheet, type Column, type FooterLine } from './xlsx-sheet';
import { lowerThisThreadPriority } from '../../lib/background-thread';

lowerThisThreadPriority();

/** From the main thread: a page of rows, then the end with the lines under the data. */
export type ToWorker = { rows: readonly unknown[] } | { end: true; footer: FooterLine[] };
/** To the main thread: a request for the next page, the file's bytes as written, then done. */
export type FromWorker = { next: true } | { chunk: Uint8Array } | { done: true };

export interface XlsxTask {
  sheet: SheetName;
  port: MessagePort;
}

/**
 * A worker thread of the report pool (xlsx-pool.ts): writes the sheet, a CPU- and garbage-heavy
 * job (100,000 rows are seconds of work), asking the main thread for one page of rows at a time
 * and sending the bytes back as they come, so neither side ever holds the whole report.
 */
export default async function writeReportInWorker({ sheet, port }: XlsxTask): Promise<void> {
  const inbox: ToWorker[] = [];
  let wake: (() => void) | undefined;
  port.on('message', (message: ToWorker) => {
    inbox.push(message);
    wake?.();
  });
  const receive = async (): Promise<ToWorker> => {
    while (!inbox.length) await new Promise<void>((resolve) => (wake = resolve));
    return inbox.shift()!;
  };
  let footer: FooterLine[] = [];
  async function* rows() {
    for (;;) {
      port.postMessage({ next: true } satisfies FromWorker);
      const message = await receive();
      if ('end' in message) {
        footer = message.footer;
        return;
      }
      yield* message.rows;
    }
  }
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      port.postMessage({ chunk } satisfies FromWorker);
      done();
    },
  });
  const { name, columns } = SHEETS[sheet];
  await writeSheet(out, {
    name,
    columns: columns as readonly Column<unknown>[] as Column<unknown>[],
    rows: rows(),
    footer: () => footer,
  });
  port.postMessage({ done: true } satisfies FromWorker);
  port.close();
}
