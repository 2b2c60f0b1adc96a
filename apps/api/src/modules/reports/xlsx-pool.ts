import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { MessageChannel } from 'node:worker_threads';
import { createWorkerPool } from '../../lib/worker-pool';
import type { ReportFile } from './service';
import type { FromWorker, ToWorker, XlsxTask } from './xlsx-worker';

async function drainedOrClosed(out: Writable): Promise<void> {
  const stop = new AbortController();
  const { signal } = stop;
  try {
    await Promise.race([once(out, 'drain', { signal }), once(out, 'close', { signal })]);
  } finally {
    stop.abort(); // the listener of the event that did not come goes too
  }
}

export interface XlsxWriter {
  /** Writes the report into `out` from a worker thread and ends it. */
  write(out: Writable, report: ReportFile): Promise<void>;
  close(): Promise<void>;
}

/**
 * Reports written off the event loop (xlsx-worker.ts). This side reads the pages, one at a time
 * as the worker asks for them and only while the client keeps up, and passes the bytes on.
 */
export function createXlsxWriter(): XlsxWriter {
  const pool = createWorkerPool(import.meta.url, 'xlsx-worker');
  return {
    async write(out, report) {
      const { port1, port2 } = new MessageChannel();
      const pages = report.pages[Symbol.asyncIterator]();
      const abort = new AbortController();
      let failure: unknown;
      const send = async () => {
        // A client that stopped reading waits here; one that left ends the work.
        if (out.writableNeedDrain) await drainedOrClosed(out);
        if (out.destroyed) throw new Error('the report download was closed before its end');
        const page = await pages.next();
        const message: ToWorker = page.done
          ? { end: true, footer: report.footer?.() ?? [] }
          : { rows: page.value };
        port1.postMessage(message);
      };
      // The bytes, in order on this one channel, then 'done' once the last of them is sent.
      const done = new Promise<void>((resolve) =>
        port1.on('message', (message: FromWorker) => {
          if ('chunk' in message) {
            if (!out.destroyed) out.write(message.chunk);
          } else if ('done' in message) resolve();
          else
            send().catch((err: unknown) => {
              failure = err;
              abort.abort();
            });
        }),
      );
      try {
        const task: XlsxTask = { sheet: report.sheet, port: port2 };
        await pool.get().run(task, { transferList: [port2], signal: abort.signal });
        await done;
      } catch (err) {
        throw failure ?? err;
      } finally {
        port1.close();
      }
      if (!out.destroyed) out.end();
    },
    close: pool.close,
  };
}
