import { MESSAGES } from '@shop/shared';

export const REQUIRED_FIELD = 'Este campo es obligatorio.';

/**
 * The shared schemas give every missing field the spec's form-wide text ('Alguno de los campos no
 * está completo.'), which the form already shows once as a toast; beside the field a short
 * 'required' reads better and keeps the toast's text unique on the page.
 */
export function fieldMessage(error: { message?: string } | undefined): string | undefined {
  const message = error?.message;
  if (message === MESSAGES.registrationIncomplete || message === MESSAGES.loginIncomplete) {
    return REQUIRED_FIELD;
  }
  return message;
}
