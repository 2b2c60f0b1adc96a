import { PassThrough, type Writable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_LISTED_PREVIEW_ROWS,
  PRODUCT_UPLOAD_FIELD,
  PRODUCT_UPLOAD_LIMITS,
  PRODUCT_UPLOAD_MESSAGES,
  ProductUploadQuerySchema,
  ProductUploadReportSchema,
  ProductUploadResultSchema,
} from '@shop/shared';
import { fieldError } from '../../lib/errors';
import { readSingleUpload } from '../../lib/multipart-file';
import { perAddressPerMinute } from '../../lib/address-limits';
import { requirePermission } from '../../plugins/auth';
import type { ProductImportService } from './service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Starts the download, then writes the workbook into it row by row. */
function sendXlsx(reply: FastifyReply, fileName: string, write: (out: Writable) => Promise<void>) {
  const body = new PassThrough();
  write(body).catch((err: unknown) => {
    reply.log.error({ err }, 'product workbook stream failed');
    body.destroy(err as Error);
  });
  return reply
    .header('Content-Type', XLSX)
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(body);
}

/** Excel bulk upload, template, catalogue export and row report (ADMIN_PRODUCTS; ADR 010). */
export const productImportRoutes =
  (service: ProductImportService, exportsPerMinute: number): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requirePermission('ADMIN_PRODUCTS'));
    const file = { tags: ['products'], produces: [XLSX] };
    const { maxMegabytes, maxRows, parseSeconds } = PRODUCT_UPLOAD_LIMITS;

    app.post(
      '/products/upload',
      {
        config: {
          catalogue: 'changes',
          errors: [
            'PRODUCT_FILE_REQUIRED',
            'PRODUCT_FILE_INVALID',
            'PRODUCT_FILE_TOO_LARGE',
            'PRODUCT_FILE_TOO_MANY_ROWS',
            'PRODUCT_FILE_TIMEOUT',
            'PRODUCT_FILE_ROWS_INVALID',
            'CONFLICT',
            'RATE_LIMITED',
          ],
        },
        schema: {
          tags: ['products'],
          summary: `Excel bulk upload (multipart field ${PRODUCT_UPLOAD_FIELD}, .xlsx or .xls, at most ${maxMegabytes} MB and ${maxRows} rows, read in a worker for at most ${parseSeconds} s). dryRun=true answers the preview (the counts, and up to ${MAX_LISTED_PREVIEW_ROWS} rows each saying whether it creates its product, changes which columns from what to what, or changes nothing; rowsLeftOut counts the rest) and writes nothing; otherwise every row is checked again and, if all are good, products are created or updated by SKU in one transaction; a bad row answers 422 PRODUCT_FILE_ROWS_INVALID with one issue per problem (path 'fila N · Columna · SKU') and writes nothing`,
          consumes: ['multipart/form-data'],
          querystring: ProductUploadQuerySchema,
          response: { 200: ProductUploadResultSchema },
        },
      },
      async (request, reply) => {
        const { data, fileName } = await readSingleUpload(request, {
          field: PRODUCT_UPLOAD_FIELD,
          maxBytes: PRODUCT_UPLOAD_LIMITS.maxBytes,
          messages: {
            required: PRODUCT_UPLOAD_MESSAGES.required,
            tooLarge: PRODUCT_UPLOAD_MESSAGES.tooLarge,
            onlyOne: PRODUCT_UPLOAD_MESSAGES.onlyOne,
          },
          codes: { required: 'PRODUCT_FILE_REQUIRED', tooLarge: 'PRODUCT_FILE_TOO_LARGE' },
        });
        // A form posted without choosing a file still sends the field, empty and unnamed.
        if (!data.length && !fileName)
          throw fieldError(
            'PRODUCT_FILE_REQUIRED',
            PRODUCT_UPLOAD_FIELD,
            PRODUCT_UPLOAD_MESSAGES.required,
          );
        reply.header('Cache-Control', 'private, no-store');
        if (request.query.dryRun) return service.preview(request.auth!.user.id, fileName, data);
        return service.upload(request.auth!.user.id, fileName, data);
      },
    );

    app.get(
      '/products/upload/template',
      {
        schema: {
          ...file,
          summary:
            "The upload template (.xlsx): one documented column per product field, frozen header, an 'Instrucciones' sheet with format, whether required and an example",
        },
      },
      async (_request, reply) =>
        sendXlsx(reply, 'plantilla-productos.xlsx', (out) => service.template(out)),
    );

    app.get(
      '/products/export',
      {
        // The whole catalogue read and written as a workbook: a report like the dashboard's.
        config: { rateLimit: perAddressPerMinute(exportsPerMinute) },
        schema: {
          ...file,
          summary:
            'The whole catalogue in the template columns (.xlsx, streamed): export, edit in Excel, upload again',
        },
      },
      async (_request, reply) => {
        const write = await service.exportCatalogue();
        const day = new Date().toISOString().slice(0, 10);
        return sendXlsx(reply, `catalogo-productos-${day}.xlsx`, write);
      },
    );

    app.post(
      '/products/upload/report',
      {
        config: { catalogue: 'untouched' },
        schema: {
          ...file,
          summary:
            "The preview's row problems as an .xlsx (Fila, SKU, Columna, Motivo) the admin fixes the file with",
          body: ProductUploadReportSchema,
        },
      },
      async (request, reply) =>
        sendXlsx(reply, 'errores-carga-productos.xlsx', (out) =>
          service.report(out, request.body.errors),
        ),
    );
  };
