import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERRORS, MESSAGES } from '@shop/shared';
import { apiClient, ApiError } from './api-client';

/** The server as the browser sees it: every call answers this status and body. */
function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body, { status })),
  );
}

const failure = (url = '/api/trm') =>
  apiClient.get(url, { parse: (data) => data }).then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );

afterEach(() => vi.unstubAllGlobals());

describe('error answers', () => {
  it("show the server's own message and keep its code", async () => {
    answer(409, {
      statusCode: 409,
      error: 'Conflict',
      code: 'OUT_OF_STOCK',
      message: 'No hay unidades suficientes de Cámara X (CX-1) para completar la orden.',
    });
    const error = await failure();
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('OUT_OF_STOCK');
    expect(error.message).toBe(
      'No hay unidades suficientes de Cámara X (CX-1) para completar la orden.',
    );
  });

  it("fall back to the code's Spanish text when the answer carries no message", async () => {
    answer(503, {
      statusCode: 503,
      error: 'Service Unavailable',
      code: 'TRM_UNAVAILABLE',
      message: '',
    });
    const error = await failure();
    expect(error.message).toBe(ERRORS.TRM_UNAVAILABLE.message);
  });

  it('keep the message of a code this build does not know, under UNKNOWN', async () => {
    answer(400, {
      statusCode: 400,
      error: 'Bad Request',
      code: 'NEW_RULE',
      message: 'Regla nueva.',
    });
    const error = await failure();
    expect(error.code).toBe('UNKNOWN');
    expect(error.message).toBe('Regla nueva.');
  });

  it('give the generic text when the body is not an error answer', async () => {
    answer(502, '<html>Bad gateway</html>');
    const error = await failure();
    expect(error.code).toBe('INTERNAL_ERROR');
    expect(error.message).toBe(MESSAGES.internal);
  });
});
