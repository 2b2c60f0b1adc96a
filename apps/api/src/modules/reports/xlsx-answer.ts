import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ReportFile } from './service';
import type { XlsxWriter } from './xlsx-pool';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Starts the download, then writes the workbook into it page by page from a worker thread. */
export function sendXlsx(reply: FastifyReply, xlsx: XlsxWriter, report: ReportFile) {
  const body = new PassThrough();
  xlsx.write(body, report).catch((err: unknown) => {
    reply.log.error({ err }, 'report stream failed');
    body.destroy(err as Error);
  });
  return reply
    .header('Content-Type', XLSX)
    .header('Content-Disposition', `attachment; filename="${report.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(body);
}
