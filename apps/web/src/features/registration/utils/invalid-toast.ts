import type { FieldErrors, FieldValues } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { MESSAGES } from '@shop/shared';

/** The messages of a form's errors, nested fields (the location) included. */
function messagesOf(errors: FieldErrors): string[] {
  return Object.values(errors).flatMap((error) => {
    if (!error || typeof error !== 'object') return [];
    if (typeof error.message === 'string' && error.message) return [error.message];
    return messagesOf(error as FieldErrors);
  });
}

/**
 * The toast of a refused submit: 'Alguno de los campos no está completo.' when fields are missing,
 * or else the first field's own message (a password too short says what a password needs), the
 * same text the field shows.
 */
export function toastInvalid<T extends FieldValues>(errors: FieldErrors<T>) {
  const specific = messagesOf(errors).find((m) => m !== MESSAGES.registrationIncomplete);
  const missing = messagesOf(errors).includes(MESSAGES.registrationIncomplete);
  toast.error(missing || !specific ? MESSAGES.registrationIncomplete : specific, {
    toastId: 'registration-incomplete',
  });
}
