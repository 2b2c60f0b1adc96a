import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perAddressPerMinute } from '../../lib/address-limits';
import { requirePermission } from '../../plugins/auth';
import { receivablesFile, type ReceivablesPort } from './receivables-report';
import { sendXlsx, XLSX } from './xlsx-answer';
import { createXlsxWriter } from './xlsx-pool';

/** The cartera workbook, for the staff of the "Cartera" screen (ADMIN_PAYMENTS). */
export const receivablesReportRoutes =
  (receivables: ReceivablesPort, reportsPerMinute: number): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requirePermission('ADMIN_PAYMENTS'));
    const xlsx = createXlsxWriter();
    app.addHook('onClose', () => xlsx.close());

    app.get(
      '/reports/generate-receivables',
      {
        config: { rateLimit: perAddressPerMinute(reportsPerMinute) },
        schema: {
          tags: ['reports'],
          produces: [XLSX],
          summary:
            'Cartera (.xlsx): every company with a credit line, its limit, owed, available, overdue and ageing buckets as GET /api/receivables answers them, with a totals line',
        },
      },
      async (_request, reply) => sendXlsx(reply, xlsx, await receivablesFile(receivables)),
    );
  };
