import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuditHistorySchema,
  AuditQuerySchema,
  ContentCreateSchema,
  ContentIdParamsSchema,
  ContentMoveSchema,
  ContentSectionSchema,
  ContentUpdateSchema,
  InfoPageAdminSchema,
  InfoPageCreateSchema,
  InfoPageParamsSchema,
  InfoPageUpdateSchema,
} from '@shop/shared';
import { requirePermission } from '../../plugins/auth';
import type { ContentsAdminService } from './admin-service';

/**
 * The dashboard's 'Contenidos' (ADMIN_CONTENTS): the sections the storefront reads by name and
 * the information pages the footer links to. The public reads are in routes.ts; they are never
 * cached by the browser, so the storefront shows a change on its next load.
 */
export const contentAdminRoutes =
  (service: ContentsAdminService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requirePermission('ADMIN_CONTENTS'));
    const tags = ['contents'];

    app.post(
      '/contents',
      {
        config: { catalogue: 'untouched', errors: ['CONTENT_NAME_TAKEN'] },
        schema: {
          tags,
          summary:
            'A new section, placed last: a unique name and at least one group of items (image: /api/files/… or https; url: a site path, https, mailto: or tel:)',
          body: ContentCreateSchema,
          response: { 201: ContentSectionSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(request.auth!.user.id, request.body)),
    );

    app.patch(
      '/contents/:id',
      {
        config: {
          catalogue: 'untouched',
          errors: ['NOT_FOUND', 'CONTENT_NAME_TAKEN', 'CONTENT_SECTION_IN_USE'],
        },
        schema: {
          tags,
          summary:
            "Changes the name and/or the groups (replaced whole, in the order sent); nothing different from what is stored: 400 'No hay cambios para actualizar.'. A section the storefront reads by name ('Main Banner', 'Home', 'Login', 'Contact Us', 'Footer') keeps it: 409 CONTENT_SECTION_IN_USE",
          params: ContentIdParamsSchema,
          body: ContentUpdateSchema,
          response: { 200: ContentSectionSchema },
        },
      },
      async (request) => service.update(request.auth!.user.id, request.params.id, request.body),
    );

    app.post(
      '/contents/:id/move',
      {
        config: { catalogue: 'untouched', errors: ['NOT_FOUND', 'CONTENT_MOVE_OUT_OF_BOUNDS'] },
        schema: {
          tags,
          summary:
            'Moves a section one place up or down among the sections; the first cannot go up and the last cannot go down (409). Answers every section in the new order',
          params: ContentIdParamsSchema,
          body: ContentMoveSchema,
          response: { 200: z.array(ContentSectionSchema) },
        },
      },
      async (request) => service.move(request.auth!.user.id, request.params.id, request.body),
    );

    app.delete(
      '/contents/:id',
      {
        config: { catalogue: 'untouched', errors: ['NOT_FOUND'] },
        schema: {
          tags,
          summary:
            "Deletes a section. Any section may go: the storefront hides the part a missing 'Main Banner', 'Home', 'Login', 'Contact Us' or 'Footer' fed, and shows it again once a section of that name exists",
          params: ContentIdParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.remove(request.auth!.user.id, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/contents/:id/audit',
      {
        schema: {
          tags,
          summary: "The section's creation, edits, moves and deletion: who, when, before and after",
          params: ContentIdParamsSchema,
          querystring: AuditQuerySchema,
          response: { 200: AuditHistorySchema },
        },
      },
      async (request) => service.history(request.params.id, request.query),
    );

    app.get(
      '/pages',
      {
        schema: {
          tags,
          summary: 'Every information page in its order, with its sanitized HTML',
          response: { 200: z.array(InfoPageAdminSchema) },
        },
      },
      async () => service.pages(),
    );

    app.post(
      '/pages',
      {
        config: { catalogue: 'untouched', errors: ['PAGE_SLUG_TAKEN'] },
        schema: {
          tags,
          summary:
            'A new information page at /info/{slug}; the body is stored sanitized (no scripts, event handlers or javascript: links). Link it from the Footer section',
          body: InfoPageCreateSchema,
          response: { 201: InfoPageAdminSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.createPage(request.auth!.user.id, request.body)),
    );

    app.patch(
      '/pages/:slug',
      {
        config: { catalogue: 'untouched', errors: ['NOT_FOUND'] },
        schema: {
          tags,
          summary:
            "Changes an information page's title and/or body (stored sanitized); nothing different: 400 'No hay cambios para actualizar.'",
          params: InfoPageParamsSchema,
          body: InfoPageUpdateSchema,
          response: { 200: InfoPageAdminSchema },
        },
      },
      async (request) =>
        service.updatePage(request.auth!.user.id, request.params.slug, request.body),
    );

    app.delete(
      '/pages/:slug',
      {
        config: { catalogue: 'untouched', errors: ['NOT_FOUND'] },
        schema: {
          tags,
          summary:
            'Deletes an information page; Footer links to it show the not-found page until they are edited',
          params: InfoPageParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.removePage(request.auth!.user.id, request.params.slug);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/pages/:slug/audit',
      {
        schema: {
          tags,
          summary: "The page's creation, edits and deletion: who, when, before and after",
          params: InfoPageParamsSchema,
          querystring: AuditQuerySchema,
          response: { 200: AuditHistorySchema },
        },
      },
      async (request) => service.pageHistory(request.params.slug, request.query),
    );
  };
