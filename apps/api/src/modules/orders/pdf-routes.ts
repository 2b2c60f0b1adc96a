import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DocumentIdParamsSchema } from '@shop/shared';
import { perAddressPerMinute } from '../../lib/address-limits';
import { requirePermission } from '../../plugins/auth';
import { createPdfRenderer } from '../../platform/pdf/pdf-pool';
import type { OrderService } from './service';

/** PDFs of quotes and orders: their owner, or staff with ADMIN_ORDERS (the history screen). */
export const documentPdfRoutes =
  (service: OrderService, pdfsPerMinute: number): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requirePermission('USER', 'ADMIN_ORDERS'));
    const pdfs = createPdfRenderer();
    app.addHook('onClose', () => pdfs.close());

    for (const kind of ['quote', 'order'] as const) {
      app.get(
        `/${kind}/:id`,
        {
          config: { rateLimit: perAddressPerMinute(pdfsPerMinute) },
          schema: {
            tags: ['orders'],
            summary: `The ${kind} as a PDF named after its readable id`,
            params: DocumentIdParamsSchema,
            produces: ['application/pdf'],
          },
        },
        async (request, reply) => {
          const doc = await service.document(kind, request.params.id, request.auth!.user);
          return reply
            .header('Content-Type', 'application/pdf')
            .header('Content-Disposition', `attachment; filename="${doc.customId}.pdf"`)
            .header('Cache-Control', 'private, no-store')
            .send(await pdfs.render(doc));
        },
      );
    }
  };
