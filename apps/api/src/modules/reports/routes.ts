import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReportPeriodQuerySchema, SalesSummarySchema } from '@shop/shared';
import { perAddressPerMinute } from '../../lib/address-limits';
import { requirePermission } from '../../plugins/auth';
import type { ReportsService } from './service';
import { sendXlsx, XLSX } from './xlsx-answer';
import { createXlsxWriter } from './xlsx-pool';

export const reportRoutes =
  (service: ReportsService, reportsPerMinute: number): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requirePermission('ADMIN_REPORTS'));
    const xlsx = createXlsxWriter();
    app.addHook('onClose', () => xlsx.close());
    const file = { tags: ['reports'], produces: [XLSX] };
    const config = { rateLimit: perAddressPerMinute(reportsPerMinute) };

    app.get(
      '/reports/generate-clients',
      {
        config,
        schema: { ...file, summary: 'Every client with profile, type and status (.xlsx)' },
      },
      async (_request, reply) => sendXlsx(reply, xlsx, await service.clients()),
    );

    app.get(
      '/reports/generate-sales',
      {
        config,
        schema: {
          ...file,
          summary:
            'Orders of a Bogotá day, Monday-to-Sunday week or month holding `date`, with a totals line (.xlsx); cancelled orders are no sales and are left out',
          querystring: ReportPeriodQuerySchema,
        },
      },
      async (request, reply) => sendXlsx(reply, xlsx, await service.sales(request.query)),
    );

    app.get(
      '/reports/generate-stock',
      {
        config,
        schema: { ...file, summary: 'Every product with price, VAT, stock and minimum (.xlsx)' },
      },
      async (_request, reply) => sendXlsx(reply, xlsx, await service.stock()),
    );

    app.get(
      '/reports/sales-summary',
      {
        schema: {
          tags: ['reports'],
          summary:
            'Orders, revenue and average ticket of the period, with per-day totals for the chart (cancelled orders left out). Revenue is the sales before IVA (Σ subtotal, "Ventas antes de IVA"), so it does not depend on who withholds; the withholdings are their own figures',
          querystring: ReportPeriodQuerySchema,
          response: { 200: SalesSummarySchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        return service.salesSummary(request.query);
      },
    );
  };
