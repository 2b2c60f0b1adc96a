import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompanyAddressInputSchema,
  CompanyAddressListSchema,
  CompanyAddressParamsSchema,
  CompanyAddressSchema,
  OkResponseSchema,
} from '@shop/shared';
import { authenticated, requirePermission } from '../../plugins/auth';
import type { AddressService } from './address-service';

/** A company's delivery addresses: read by its members, written by its administrator. */
export const addressRoutes =
  (service: AddressService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requirePermission('USER'));

    app.get(
      '/company/addresses',
      {
        config: { errors: ['COMPANY_ADMIN_ONLY'] },
        schema: {
          tags: ['companies'],
          summary: "The company's delivery addresses, for any of its members to pick one",
          response: { 200: CompanyAddressListSchema },
        },
      },
      async (request) => ({ addresses: await service.list(authenticated(request).user) }),
    );

    app.post(
      '/company/addresses',
      {
        config: { catalogue: 'untouched', errors: ['COMPANY_ADMIN_ONLY'] },
        schema: {
          tags: ['companies'],
          summary: 'Add a delivery address (sede, address, DIVIPOLA municipality, who receives)',
          body: CompanyAddressInputSchema,
          response: { 201: CompanyAddressSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(authenticated(request).user, request.body)),
    );

    app.put(
      '/company/addresses/:id',
      {
        config: { catalogue: 'untouched', errors: ['COMPANY_ADMIN_ONLY'] },
        schema: {
          tags: ['companies'],
          summary: 'Change a delivery address; orders placed before keep the copy they made',
          params: CompanyAddressParamsSchema,
          body: CompanyAddressInputSchema,
          response: { 200: CompanyAddressSchema },
        },
      },
      async (request) =>
        service.update(authenticated(request).user, request.params.id, request.body),
    );

    app.delete(
      '/company/addresses/:id',
      {
        config: { catalogue: 'untouched', errors: ['COMPANY_ADMIN_ONLY'] },
        schema: {
          tags: ['companies'],
          summary: 'Archive a delivery address: no new order picks it, past ones keep it',
          params: CompanyAddressParamsSchema,
          response: { 200: OkResponseSchema },
        },
      },
      async (request) => {
        await service.archive(authenticated(request).user, request.params.id);
        return { ok: true as const };
      },
    );
  };
