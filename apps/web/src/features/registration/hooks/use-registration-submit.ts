import { toast } from '../../../lib/toast';
import { MESSAGES, type RegistrationInput } from '@shop/shared';
import { clientErrorMessage, isApiError } from '../../../lib/api-client';
import type { RegistrationResponse } from '@shop/shared';
import { useRegisterMutation } from '../api/register';
import { useUploadRutMutation } from '../api/upload-rut';
import { REGISTRATION_COPY } from '../utils/copy';

interface RegistrationSubmitOptions {
  onRegistered: (result: RegistrationResponse) => void;
  /** A server-side problem with one field, by its top-level name ('email', 'urlRUT', ...). */
  onFieldError: (field: string, message: string) => void;
}

/**
 * The two calls (docs/architecture.md, "Contract: states and transitions"), in order: upload the
 * RUT, then send the registration that names it.
 */
export function useRegistrationSubmit({ onRegistered, onFieldError }: RegistrationSubmitOptions) {
  const upload = useUploadRutMutation();
  const registration = useRegisterMutation();

  /** The uploaded file's url, or null when the upload failed (the user has been told why). */
  const uploadRutFile = async (file: File): Promise<string | null> => {
    let url: string | null;
    try {
      url = await upload.mutateAsync(file);
    } catch (error) {
      toast.error(clientErrorMessage(error, MESSAGES.rutUploadFailed));
      return null;
    }
    if (!url) toast.error(REGISTRATION_COPY.rutUrlMissing);
    return url;
  };

  const send = async (input: RegistrationInput) => {
    try {
      const result = await registration.mutateAsync(input);
      // The refusals of earlier tries are answered now: only the success stays on screen.
      toast.dismiss();
      toast.success(MESSAGES.registrationSuccess);
      onRegistered(result);
    } catch (error) {
      if (isApiError(error) && error.status >= 400 && error.status < 500) {
        if (error.code === 'EMAIL_TAKEN') onFieldError('email', REGISTRATION_COPY.emailTakenField);
        for (const issue of error.issues) {
          onFieldError(issue.path.split('.')[0] ?? issue.path, issue.message);
        }
      }
      toast.error(clientErrorMessage(error, MESSAGES.registrationFailed));
    }
  };

  return { uploadRutFile, send };
}
