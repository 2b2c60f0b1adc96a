import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RegistrationInputSchema, RegistrationResponseSchema } from '@shop/shared';
import type { RegistrationService } from './service';

export const registrationRoutes =
  (service: RegistrationService, perHour: number): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/auth/register',
      {
        // 409: the e-mail already has an account.
        config: {
          catalogue: 'untouched',
          rateLimit: { max: perHour, timeWindow: '1 hour' },
          errors: ['EMAIL_TAKEN'],
        },
        schema: {
          tags: ['auth'],
          summary: 'Register a company (legalPersonType true, RUT required) or a natural person',
          body: RegistrationInputSchema,
          response: { 201: RegistrationResponseSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await service.register(request.body)),
    );
  };
