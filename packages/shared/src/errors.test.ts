import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERRORS, errorMessage, isErrorCode, MESSAGES } from './errors';

describe('ERRORS', () => {
  it.each(ERROR_CODES)('%s has a 4xx or 5xx status and a Spanish message', (code) => {
    const { status, message } = ERRORS[code];
    expect(Number.isInteger(status) && status >= 400 && status <= 599).toBe(true);
    expect(message.trim()).not.toBe('');
    // A sentence for a person, not an English placeholder or a code.
    expect(message).toMatch(/^[¡¿]?[A-ZÁÉÍÓÚÑ]/u);
    expect(message).not.toMatch(/[A-Z]{3,}_[A-Z]/);
  });

  it('lists each code once, as an upper-case machine name', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
  });

  it('keeps the spec texts the SPA and the tests rely on', () => {
    expect(ERRORS.UNAUTHENTICATED.message).toBe(MESSAGES.loginRequired);
    expect(ERRORS.SESSION_EXPIRED.message).toBe('La sesión ha expirado. Inicie sesión nuevamente.');
    expect(ERRORS.INVALID_CREDENTIALS.message).toBe(
      'Error al iniciar sesión. Por favor, revise sus credenciales.',
    );
    expect(ERRORS.INTERNAL_ERROR).toEqual({ status: 500, message: MESSAGES.internal });
  });
});

describe('errorMessage', () => {
  it("prefers the answer's own message", () => {
    expect(errorMessage('OUT_OF_STOCK', 'No hay unidades de X.')).toBe('No hay unidades de X.');
  });

  it("falls back to the code's text, then to the generic one", () => {
    expect(errorMessage('CSRF_REJECTED', '')).toBe(MESSAGES.csrf);
    expect(errorMessage('RATE_LIMITED')).toBe(MESSAGES.tooManyRequests);
    expect(errorMessage('SOMETHING_NEW', ' ')).toBe(MESSAGES.internal);
  });

  it('knows only the codes of the table', () => {
    expect(isErrorCode('NOT_FOUND')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
  });
});
