import { toast } from '../../../lib/toast';
import type { AdminClientUpdate } from '@shop/shared';
import { clientErrorMessage, isApiError } from '../../../lib/api-client';
import type { Viewer } from '../../../lib/query-keys';
import { useUpdateClient } from '../api/update-client';

interface ChangeTexts {
  /** The spec's success toast ('¡Actualización realizada!', 'Roles actualizados correctamente'). */
  success: string;
  /** Its failure toast when the server gives no reason a person can act on. */
  failure: string;
}

/**
 * One change of a client (status, type or roles) with the reason typed in its dialog. The
 * server's own refusal (a 4xx: 'No puede quitarse el permiso…') is shown as it says it; `onDone`
 * closes the dialog once there is nothing left to retry.
 */
export function useClientChange(viewer: Viewer, id: number, onDone: () => void) {
  const update = useUpdateClient(viewer);
  const send = (change: Omit<AdminClientUpdate, 'comments'>, reason: string, texts: ChangeTexts) =>
    update.mutate(
      { id, change: { ...change, comments: reason } },
      {
        onSuccess: ({ changed, message }) => {
          if (changed) toast.success(texts.success);
          else toast.info(message);
          onDone();
        },
        onError: (error) => {
          toast.error(clientErrorMessage(error, texts.failure));
          // A conflict (locking oneself or the shop out) stays refused whatever the reason says.
          if (isApiError(error) && error.status === 409) onDone();
        },
      },
    );
  return { send, isPending: update.isPending };
}
