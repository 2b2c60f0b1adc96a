import type { FastifyInstance, RouteOptions } from 'fastify';
import { ERRORS, ErrorResponseSchema, type ErrorCode } from '@shop/shared';
import { routePermissions } from './openapi-permissions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Error codes of this route that its shape does not reveal (EMAIL_TAKEN…); statuses from ERRORS. */
    errors?: ErrorCode[];
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What the route's shape says it can answer: the 4xx statuses every API route shares. */
function derivedErrors(instance: FastifyInstance, route: RouteOptions): number[] {
  const codes = new Set<number>((route.config?.errors ?? []).map((code) => ERRORS[code].status));
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  if (schema.body || schema.params || schema.querystring) codes.add(400);
  if (schema.params) codes.add(404);
  if ([route.method].flat().some((m) => WRITES.has(m))) {
    // Malformed JSON, the same-origin guard, the body limit and the content types we parse.
    for (const code of [400, 403, 413, 415]) codes.add(code);
  }
  const wanted = routePermissions(instance, route);
  if (wanted) codes.add(401);
  if (wanted?.length) codes.add(403);
  if (route.config?.rateLimit) codes.add(429);
  return [...codes].sort();
}

const errorAnswer = {
  description: 'Error: `{ statusCode, error, code, message, issues? }`, message in Spanish',
  content: { 'application/json': { schema: ErrorResponseSchema } },
};

/** The error answer of one status, naming the codes the route declares for it (MINIMUM_PURCHASE…). */
function errorAnswerOf(route: RouteOptions, status: number) {
  const codes = (route.config?.errors ?? []).filter((code) => ERRORS[code].status === status);
  if (codes.length === 0) return errorAnswer;
  return { ...errorAnswer, description: `${errorAnswer.description}; codes: ${codes.join(', ')}` };
}

/**
 * Every API route declares its error answers with the shared error schema, derived in this one
 * place from the route's shape (body and params, permission hook, rate limit, writes) plus the
 * ones it names in `config.errors`; a response the route declares itself is kept. Declared
 * answers are also serialized through the schema, so an error body can never lose a field.
 */
export function addErrorAnswers(this: FastifyInstance, route: RouteOptions) {
  if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
  // The objects Fastify compiles and swagger documents, filled in below.
  const schema = (route.schema ??= {}) as { response?: Record<number, unknown> };
  const response = (schema.response ??= {});
  // A plugin's addHook takes effect after its routes are declared: read the hooks once it has.
  this.after(() => {
    for (const code of derivedErrors(this, route)) response[code] ??= errorAnswerOf(route, code);
  });
}
