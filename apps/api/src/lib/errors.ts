import { ERRORS, type ErrorCode, type ErrorStatus } from '@shop/shared';

export interface Issue {
  path: string;
  message: string;
}

/**
 * The one error type services throw; the error handler turns it into the JSON body of docs/architecture.md, "Errors".
 * The status comes from the code (packages/shared ERRORS), so no caller picks one by hand; the
 * message defaults to the code's Spanish text and is given only when it says more (a product's
 * name, a field's rule). An INTERNAL_ERROR's message is a detail for the log, never shown.
 */
export class AppError extends Error {
  readonly statusCode: ErrorStatus;

  constructor(
    readonly code: ErrorCode,
    message: string = ERRORS[code].message,
    readonly issues?: Issue[],
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERRORS[code].status;
  }
}

/** The codes answered with status S, so a constructor only takes codes of its kind. */
export type CodeWithStatus<S extends ErrorStatus> = {
  [C in ErrorCode]: (typeof ERRORS)[C]['status'] extends S ? C : never;
}[ErrorCode];

export const badRequest = (message?: string, issues?: Issue[]) =>
  new AppError('VALIDATION_ERROR', message, issues);
/** One field's problem: the answer's message is also the field's issue, so forms can mark it. */
export const fieldError = (
  code: CodeWithStatus<400>,
  path: string,
  message: string = ERRORS[code].message,
) => new AppError(code, message, [{ path, message }]);
export const unauthenticated = () => new AppError('UNAUTHENTICATED');
export const sessionExpired = () => new AppError('SESSION_EXPIRED');
export const forbidden = (code: CodeWithStatus<403> = 'FORBIDDEN', message?: string) =>
  new AppError(code, message);
export const notFound = (message?: string) => new AppError('NOT_FOUND', message);
export const conflict = (code: CodeWithStatus<409>, message?: string) =>
  new AppError(code, message);
export const rateLimited = (message?: string) => new AppError('RATE_LIMITED', message);
/** A broken invariant (a missing row the schema guarantees): the detail is logged, not answered. */
export const internal = (detail: string) => new AppError('INTERNAL_ERROR', detail);

/** PostgreSQL character_not_in_repertoire / untranslatable_character (a NUL in text), from either driver. */
export function isInvalidText(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  const code = e?.code ?? e?.cause?.code;
  return code === '22021' || code === '22P05';
}

/**
 * PostgreSQL unique_violation, from either driver (raw, or wrapped by Drizzle in `cause`); with
 * `constraint`, only a violation of that constraint or unique index (both drivers name it).
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  type PgError = { code?: string; constraint?: string };
  const e = err as (PgError & { cause?: PgError }) | null;
  const pgError = e?.code === '23505' ? e : e?.cause?.code === '23505' ? e.cause : undefined;
  return !!pgError && (constraint === undefined || pgError.constraint === constraint);
}
