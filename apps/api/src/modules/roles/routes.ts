import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuditHistorySchema,
  AuditQuerySchema,
  RoleCreateSchema,
  RoleIdParamsSchema,
  RoleSchema,
  RoleUpdateSchema,
} from '@shop/shared';
import { requirePermission } from '../../plugins/auth';
import type { RoleService } from './service';

export const roleRoutes =
  (service: RoleService): FastifyPluginAsyncZod =>
  async (app) => {
    const rolesAdmin = requirePermission('ADMIN_ROLES');

    app.get(
      '/roles',
      {
        // Client admins assign roles to accounts (docs/architecture.md, "Contract: permissions"), so they read the list they choose from.
        preValidation: requirePermission('ADMIN_ROLES', 'ADMIN_CLIENTS'),
        schema: {
          tags: ['roles'],
          summary:
            'Every role with its description, permissions and how many accounts hold it (ADMIN_ROLES, or ADMIN_CLIENTS who assign them)',
          response: { 200: z.array(RoleSchema) },
        },
      },
      async () => service.list(),
    );

    app.post(
      '/roles',
      {
        preValidation: rolesAdmin,
        config: { catalogue: 'untouched', errors: ['ROLE_NAME_TAKEN'] },
        schema: {
          tags: ['roles'],
          summary: 'A new role: a non-blank unique name and permissions from the fixed list',
          body: RoleCreateSchema,
          response: { 201: RoleSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(request.auth!.user.id, request.body)),
    );

    app.patch(
      '/roles/:id',
      {
        preValidation: rolesAdmin,
        config: { catalogue: 'untouched', errors: ['ROLE_NAME_TAKEN', 'ROLE_LOCKOUT'] },
        schema: {
          tags: ['roles'],
          summary:
            "Changes only the fields sent; a change of permissions ends its holders' sessions; refused if no role or ACTIVE account would keep ADMIN_ROLES",
          params: RoleIdParamsSchema,
          body: RoleUpdateSchema,
          response: { 200: RoleSchema },
        },
      },
      async (request) => service.update(request.auth!.user.id, request.params.id, request.body),
    );

    app.delete(
      '/roles/:id',
      {
        preValidation: rolesAdmin,
        config: { catalogue: 'untouched', errors: ['ROLE_IN_USE', 'ROLE_LOCKOUT'] },
        schema: {
          tags: ['roles'],
          summary:
            'Deletes a role no account holds: a held role is refused with the count of its holders instead of silently taking access from people; the customer role registration gives is never deleted',
          params: RoleIdParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.remove(request.auth!.user.id, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/roles/:id/audit',
      {
        preValidation: rolesAdmin,
        schema: {
          tags: ['roles'],
          summary:
            "The role's creation, edits and deletion: who, when, before and after; a deleted role's trail stays readable",
          params: RoleIdParamsSchema,
          querystring: AuditQuerySchema,
          response: { 200: AuditHistorySchema },
        },
      },
      async (request) => service.history(request.params.id, request.query),
    );
  };
