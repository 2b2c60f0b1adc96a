import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { Check, X } from 'lucide-react';
import { ADMIN_CLIENT_MESSAGES, CLIENT_TYPE_LABELS, type Account } from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { ReasonDialog } from '../../../components/ui/reason-dialog/reason-dialog';
import { clientErrorMessage, isApiError } from '../../../lib/api-client';
import type { Viewer } from '../../../lib/query-keys';
import { useDecideTypeRequest } from '../api/decide-type-request';
import { CLIENT_MESSAGES } from '../utils/messages';
import styles from './type-request-panel.module.css';

/**
 * The client type the customer asked for from 'Cambiar datos', with approve and reject; either
 * way the customer gets a mail with the reason.
 */
export function TypeRequestPanel({ account, viewer }: { account: Account; viewer: Viewer }) {
  const [approve, setApprove] = useState<boolean | null>(null);
  const decide = useDecideTypeRequest(viewer);
  const requested = account.requestedClientType;
  if (!requested) return null;
  const current = CLIENT_TYPE_LABELS[account.clientType];
  const wanted = CLIENT_TYPE_LABELS[requested];

  const send = (reason: string) =>
    approve !== null &&
    decide.mutate(
      { id: account.id, decision: { approve, comments: reason } },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          setApprove(null);
        },
        onError: (error) => {
          toast.error(clientErrorMessage(error, CLIENT_MESSAGES.changeFailed));
          // Someone else already answered it: the detail read again shows how.
          if (isApiError(error) && error.status === 409) setApprove(null);
        },
      },
    );

  return (
    <section className={styles.panel} aria-labelledby="type-request-title">
      <div>
        <h2 id="type-request-title" className={styles.title}>
          Solicitud de cambio de tipo
        </h2>
        <p className={styles.text}>
          Pide pasar de <strong>{current}</strong> a <strong>{wanted}</strong>.{' '}
          {account.profile.urlRUT ? 'Revisa su RUT antes de decidir: mientras' : 'Mientras'} tanto
          conserva su tipo y sus precios.
        </p>
      </div>
      <div className={styles.buttons}>
        <Button icon={<Check size={16} aria-hidden="true" />} onClick={() => setApprove(true)}>
          Aprobar
        </Button>
        <Button
          variant="secondary"
          icon={<X size={16} aria-hidden="true" />}
          onClick={() => setApprove(false)}
        >
          Rechazar
        </Button>
      </div>
      <ReasonDialog
        open={approve !== null}
        title={approve ? 'Aprobar la solicitud' : 'Rechazar la solicitud'}
        confirmLabel={approve ? 'Aprobar' : 'Rechazar'}
        missingReason={ADMIN_CLIENT_MESSAGES.reasonMissing}
        reasonHelp="Se la enviamos al cliente por correo y queda en el historial de cambios."
        isSending={decide.isPending}
        onClose={() => setApprove(null)}
        onConfirm={send}
      >
        <p>
          {approve
            ? `Su tipo de cliente pasará de ${current} a ${wanted} y verá los precios de ese tipo.`
            : `Conservará su tipo ${current} y sus precios actuales.`}
        </p>
      </ReasonDialog>
    </section>
  );
}
