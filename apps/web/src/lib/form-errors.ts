import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ADDRESS_MESSAGES, COMPANY_MESSAGES, MESSAGES } from '@shop/shared';
import { isApiError } from './api-client';

export const REQUIRED_FIELD = 'Este campo es obligatorio.';

/** The forms' sentences for "something is missing": said once as a toast, short beside a field. */
const FORM_INCOMPLETE = new Set<string>([
  MESSAGES.registrationIncomplete,
  MESSAGES.loginIncomplete,
  ADDRESS_MESSAGES.incomplete,
  COMPANY_MESSAGES.acceptIncomplete,
]);

/**
 * The shared schemas give every missing field the spec's form-wide text ('Alguno de los campos no
 * está completo.'), which the form already shows once as a toast; beside the field a short
 * 'required' reads better and keeps the toast's text unique on the page.
 */
export function fieldMessage(error: { message?: string } | undefined): string | undefined {
  const message = error?.message;
  return message !== undefined && FORM_INCOMPLETE.has(message) ? REQUIRED_FIELD : message;
}

/**
 * Puts the field issues of a 4xx answer beside the form's own fields: an issue at
 * 'location.municipalityDaneCode' lands on `location`. Answers whether any did.
 */
export function showServerIssues<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error) || error.status >= 500) return false;
  let shown = false;
  for (const issue of error.issues) {
    const field = fields.find((name) => name === issue.path.split('.')[0]);
    if (!field) continue;
    setError(field, { message: issue.message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}

/**
 * Where a refused save shows its reason: a name another record has (`takenCode`, 409) beside that
 * field (`takenField`, the name unless said otherwise), any field issues beside their fields.
 */
export function showSaveError<T extends FieldValues>(
  error: unknown,
  takenCode: string,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  takenField = 'name' as Path<T>,
): void {
  if (isApiError(error) && error.code === takenCode) {
    setError(takenField, { message: error.message }, { shouldFocus: true });
  } else {
    showServerIssues(error, fields, setError);
  }
}
