import type { ErrorCode } from '@shop/shared';
import { MESSAGES } from '@shop/shared';

export interface Issue {
  path: string;
  message: string;
}

/** The one error type services throw; the error handler turns it into the JSON body of DESIGN.md. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: Issue[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, issues?: Issue[]) =>
  new AppError(400, 'VALIDATION_ERROR', message, issues);
export const unauthenticated = (message: string = MESSAGES.loginRequired) =>
  new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message: string = MESSAGES.forbidden) =>
  new AppError(403, 'FORBIDDEN', message);
export const notFound = (message: string = MESSAGES.notFound) =>
  new AppError(404, 'NOT_FOUND', message);
export const conflict = (code: ErrorCode, message: string) => new AppError(409, code, message);

/** PostgreSQL character_not_in_repertoire / untranslatable_character (a NUL in text), from either driver. */
export function isInvalidText(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  const code = e?.code ?? e?.cause?.code;
  return code === '22021' || code === '22P05';
}

/** PostgreSQL unique_violation, from either driver. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
