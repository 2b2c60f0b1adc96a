import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, ERRORS, MESSAGES, type ErrorCode } from '@shop/shared';
import { AppError, conflict, internal } from '../lib/errors';
import { errorHandler } from './error-handler';

const logged: string[] = [];
const app = Fastify({ logger: { level: 'error', stream: { write: (line) => logged.push(line) } } });

beforeAll(async () => {
  await app.register(errorHandler);
  app.get<{ Params: { code: ErrorCode } }>('/code/:code', async (request) => {
    throw new AppError(request.params.code);
  });
  app.get('/broken', async () => {
    throw internal('site_config row 1 is missing');
  });
  app.get('/crash', async () => {
    throw new Error('pool exhausted at 10.0.0.5');
  });
  app.get('/stock', async () => {
    throw conflict('OUT_OF_STOCK', 'No hay unidades suficientes de Cámara X (CX-1).');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('error answers', () => {
  it.each(ERROR_CODES.filter((code) => code !== 'INTERNAL_ERROR'))(
    '%s answers the status and the text of the shared table',
    async (code) => {
      const res = await app.inject({ method: 'GET', url: `/code/${code}` });
      expect(res.statusCode).toBe(ERRORS[code].status);
      expect(res.json()).toEqual({
        statusCode: ERRORS[code].status,
        error: expect.any(String),
        code,
        message: ERRORS[code].message,
      });
      expect(res.json().error).not.toBe('Error');
    },
  );

  it("keeps a message that says more than the code's text", async () => {
    const res = await app.inject({ method: 'GET', url: '/stock' });
    expect(res.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'OUT_OF_STOCK',
      message: 'No hay unidades suficientes de Cámara X (CX-1).',
    });
  });

  it.each(['/broken', '/crash'])('%s: a 500 logs its detail and never answers it', async (url) => {
    logged.length = 0;
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      code: 'INTERNAL_ERROR',
      message: MESSAGES.internal,
    });
    expect(res.body).not.toMatch(/site_config|10\.0\.0\.5/);
    expect(logged.join('')).toMatch(/site_config row 1 is missing|pool exhausted/);
  });
});
