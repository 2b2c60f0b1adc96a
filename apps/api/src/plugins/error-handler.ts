import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  CONTROL_CHARACTERS_MESSAGE,
  ERRORS,
  MESSAGES,
  unknownFieldRefusal,
  type ErrorCode,
  type ErrorResponse,
} from '@shop/shared';
import { AppError, isInvalidText, type Issue } from '../lib/errors';

/** The answer for a code: its status and default text from the shared table unless given. */
const body = (
  code: ErrorCode,
  message: string = ERRORS[code].message,
  issues?: Issue[],
  statusCode: number = ERRORS[code].status,
): ErrorResponse => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  code,
  message,
  ...(issues?.length ? { issues } : {}),
});

/**
 * Errors Fastify's router raises before any route or hook runs (Fastify's `frameworkErrors`
 * option): an undecodable address or a path parameter past the router's length limit.
 */
export function frameworkErrorAnswer(err: FastifyError): ErrorResponse {
  switch (err.code) {
    case 'FST_ERR_BAD_URL':
      return body('VALIDATION_ERROR', 'La dirección solicitada no es válida.');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return body('VALIDATION_ERROR', 'La dirección solicitada es demasiado larga.');
    default:
      return body('INTERNAL_ERROR');
  }
}

/** Fastify's own 4xx errors (bad JSON, wrong content type, too large) in Spanish. */
function fromFastifyError(err: FastifyError): ErrorResponse | null {
  const status = err.statusCode ?? 500;
  if (status >= 500) return null;
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return body('UNSUPPORTED_MEDIA_TYPE');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
      return body('PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return body('VALIDATION_ERROR', 'El cuerpo de la solicitud está vacío.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return body('UNSUPPORTED_MEDIA_TYPE', MESSAGES.multipartRequired);
  }
  if (err instanceof SyntaxError || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return body('VALIDATION_ERROR', 'El cuerpo de la solicitud no es JSON válido.');
  }
  if (status === 429) return body('RATE_LIMITED');
  if (status === 413) return body('PAYLOAD_TOO_LARGE');
  // Any other 4xx of Fastify's keeps its own status.
  return body('VALIDATION_ERROR', undefined, undefined, status);
}

const dotted = (instancePath: string) => instancePath.replace(/^\//, '').replace(/\//g, '.');

/**
 * Zod issues as `{ path, message }`. An unknown field becomes one issue at its own path, named in
 * its message (unless the schema's own message already names it), and comes first: a field the
 * route does not take is the mistake to fix before any other (a schema's object-level message
 * would otherwise answer about something else).
 */
function validationIssues(validation: FastifySchemaValidationError[]): Issue[] {
  const unknown: Issue[] = [];
  const rest: Issue[] = [];
  for (const v of validation) {
    const keys = v.keyword === 'unrecognized_keys' ? (v.params as { keys?: string[] }).keys : null;
    if (!keys) {
      rest.push({ path: dotted(v.instancePath), message: v.message ?? MESSAGES.invalidInput });
      continue;
    }
    const parent = dotted(v.instancePath);
    for (const key of keys) {
      unknown.push({
        path: parent ? `${parent}.${key}` : key,
        message: unknownFieldRefusal(key, v.message),
      });
    }
  }
  return [...unknown, ...rest];
}

/** The one place where errors become HTTP answers; a 5xx never shows its internals. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const send = (answer: ErrorResponse) => reply.status(answer.statusCode).send(answer);
    if (err instanceof AppError) {
      // Only a broken invariant hides its detail: a 503 (an outside service is down) is a known,
      // explained state.
      if (err.code === 'INTERNAL_ERROR') {
        request.log.error({ err }, 'internal error');
        return send(body('INTERNAL_ERROR'));
      }
      return send(body(err.code, err.message, err.issues));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = validationIssues(err.validation);
      return send(body('VALIDATION_ERROR', issues[0]?.message, issues));
    }
    // PostgreSQL refuses NUL and invalid UTF-8 in text; any field a schema let through is still
    // the caller's input, not a server fault.
    if (isInvalidText(err)) return send(body('VALIDATION_ERROR', CONTROL_CHARACTERS_MESSAGE));
    const known = fromFastifyError(err);
    if (known) return send(known);
    request.log.error({ err, method: request.method, url: request.url }, 'unhandled error');
    return send(body('INTERNAL_ERROR'));
  });
});
