import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_PERMISSIONS, DashboardSummarySchema } from '@shop/shared';
import { requirePermission } from '../../plugins/auth';
import type { DashboardSummaryService } from './service';

/** The dashboard's Resumen: any admin may ask; each figure is checked against its own permission. */
export const dashboardSummaryRoutes =
  (service: DashboardSummaryService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dashboard/summary',
      {
        preValidation: requirePermission(...ADMIN_PERMISSIONS),
        schema: {
          tags: ['dashboard'],
          summary:
            "The Resumen's figures in Bogotá time: sales today and this month (orders placed, cancelled ones left out, Total a pagar in pesos; ADMIN_ORDERS or ADMIN_REPORTS), orders 'Pendiente' and valid quotes expiring within 3 days (ADMIN_ORDERS), accounts and requests waiting (ADMIN_CLIENTS), products at or under their minimum stock (ADMIN_STOCK). A figure the user may not see is absent",
          response: { 200: DashboardSummarySchema },
        },
      },
      async (request) => service.summary(request.auth!.user.permissions),
    );
  };
