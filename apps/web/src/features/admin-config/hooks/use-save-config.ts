import { useRef } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { CONFIG_MESSAGES, type ConfigData } from '@shop/shared';
import { isApiError } from '../../../lib/api-client';
import type { Viewer } from '../../../lib/query-keys';
import { useUpdateConfig } from '../api/update-config';

interface SaveConfigOptions<V extends FieldValues> {
  setError: UseFormSetError<V>;
  /** The form's field a refusal's issue path names, or null for one the form does not show. */
  fieldOf: (path: string) => Path<V> | null;
  /** Said when nothing was changed, so nothing is sent. */
  noChanges: string;
  /** Said once the settings are stored. */
  saved?: string;
}

/**
 * How a section of Configuración is saved: nothing sent without a change, one request at a time
 * (a second press while one is under way does nothing), the server's refusals beside their
 * fields with the first focused, and a toast for the outcome.
 */
export function useSaveConfig<V extends FieldValues>(
  viewer: Viewer,
  { setError, fieldOf, noChanges, saved = CONFIG_MESSAGES.updated }: SaveConfigOptions<V>,
) {
  const update = useUpdateConfig(viewer);
  const sending = useRef(false);

  const send = async (changes: ConfigData) => {
    if (Object.keys(changes).length === 0) {
      toast.info(noChanges);
      return;
    }
    if (sending.current) return;
    sending.current = true;
    try {
      await update.mutateAsync(changes);
      toast.success(saved);
    } catch (error) {
      const refused = isApiError(error) && error.status >= 400 && error.status < 500;
      if (refused) {
        let first = true;
        for (const issue of error.issues) {
          const field = fieldOf(issue.path);
          if (!field) continue;
          setError(field, { message: issue.message }, { shouldFocus: first });
          first = false;
        }
      }
      toast.error(refused ? CONFIG_MESSAGES.updateFailed : CONFIG_MESSAGES.saveFailed);
    } finally {
      sending.current = false;
    }
  };

  return { send, isPending: update.isPending };
}
