import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  CONTROL_CHARACTERS_MESSAGE,
  MESSAGES,
  unknownFieldMessage,
  type ErrorCode,
  type ErrorResponse,
} from '@shop/shared';
import { AppError, isInvalidText, type Issue } from '../lib/errors';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
  500: 'Internal Server Error',
};

const body = (
  statusCode: number,
  code: ErrorCode,
  message: string,
  issues?: Issue[],
): ErrorResponse => ({
  statusCode,
  error: STATUS_TEXT[statusCode] ?? 'Error',
  code,
  message,
  ...(issues?.length ? { issues } : {}),
});

/** Fastify's own 4xx errors (bad JSON, wrong content type, too large) in Spanish. */
function fromFastifyError(err: FastifyError): ErrorResponse | null {
  const status = err.statusCode ?? 500;
  if (status >= 500) return null;
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return body(415, 'UNSUPPORTED_MEDIA_TYPE', 'El tipo de contenido enviado no es compatible.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
      return body(413, 'PAYLOAD_TOO_LARGE', MESSAGES.payloadTooLarge);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return body(400, 'VALIDATION_ERROR', 'El cuerpo de la solicitud está vacío.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return body(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'La solicitud debe enviarse como multipart/form-data.',
      );
  }
  if (err instanceof SyntaxError || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return body(400, 'VALIDATION_ERROR', 'El cuerpo de la solicitud no es JSON válido.');
  }
  if (status === 429) return body(429, 'RATE_LIMITED', MESSAGES.tooManyRequests);
  if (status === 413) return body(413, 'PAYLOAD_TOO_LARGE', MESSAGES.payloadTooLarge);
  return body(status, 'VALIDATION_ERROR', MESSAGES.invalidInput);
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
      const own = v.message?.includes(`«${key}»`) ? v.message : undefined;
      unknown.push({
        path: parent ? `${parent}.${key}` : key,
        message: own ?? unknownFieldMessage(key),
      });
    }
  }
  return [...unknown, ...rest];
}

/** The one place where errors become HTTP answers; a 5xx never shows its internals. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      // 503 is a known, explained state (an outside service is down), not a bug to hide.
      const internal = err.statusCode >= 500 && err.statusCode !== 503;
      if (internal) request.log.error({ err }, 'internal error');
      const answer = internal
        ? body(500, 'INTERNAL_ERROR', MESSAGES.internal)
        : body(err.statusCode, err.code, err.message, err.issues);
      return reply.status(answer.statusCode).send(answer);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = validationIssues(err.validation);
      return reply
        .status(400)
        .send(body(400, 'VALIDATION_ERROR', issues[0]?.message ?? MESSAGES.invalidInput, issues));
    }
    // PostgreSQL refuses NUL and invalid UTF-8 in text; any field a schema let through is still
    // the caller's input, not a server fault.
    if (isInvalidText(err)) {
      return reply.status(400).send(body(400, 'VALIDATION_ERROR', CONTROL_CHARACTERS_MESSAGE));
    }
    const known = fromFastifyError(err);
    if (known) return reply.status(known.statusCode).send(known);
    request.log.error({ err, method: request.method, url: request.url }, 'unhandled error');
    return reply.status(500).send(body(500, 'INTERNAL_ERROR', MESSAGES.internal));
  });
});
