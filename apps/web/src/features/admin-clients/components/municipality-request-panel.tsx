import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { Check, X } from 'lucide-react';
import { ADMIN_CLIENT_MESSAGES, municipalityLabel, type Account } from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { ReasonDialog } from '../../../components/ui/reason-dialog/reason-dialog';
import { clientErrorMessage, isApiError } from '../../../lib/api-client';
import type { Viewer } from '../../../lib/query-keys';
import { useDecideMunicipalityRequest } from '../api/decide-municipality-request';
import { CLIENT_MESSAGES } from '../utils/messages';
import styles from './type-request-panel.module.css';

/**
 * The city the customer asked to move to from 'Cambiar datos'. It decides the ReteICA of their
 * documents (docs/taxes.md), so it waits here; either way the customer gets a mail with the reason.
 */
export function MunicipalityRequestPanel({
  account,
  viewer,
}: {
  account: Account;
  viewer: Viewer;
}) {
  const [approve, setApprove] = useState<boolean | null>(null);
  const decide = useDecideMunicipalityRequest(viewer);
  const requested = account.requestedMunicipality;
  if (!requested) return null;
  const current = municipalityLabel(account.profile.location);
  const wanted = municipalityLabel(requested);

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
    <section className={styles.panel} aria-labelledby="municipality-request-title">
      <div>
        <h2 id="municipality-request-title" className={styles.title}>
          Solicitud de cambio de ciudad
        </h2>
        <p className={styles.text}>
          Pide pasar de <strong>{current}</strong> a <strong>{wanted}</strong>. La ciudad define su
          ReteICA: {account.profile.urlRUT ? 'revise su RUT antes de decidir; ' : ''}mientras tanto
          sus documentos usan la ciudad registrada.
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
        title={approve ? 'Aprobar el cambio de ciudad' : 'Rechazar el cambio de ciudad'}
        confirmLabel={approve ? 'Aprobar' : 'Rechazar'}
        missingReason={ADMIN_CLIENT_MESSAGES.reasonMissing}
        reasonHelp="Se lo enviamos al cliente por correo y queda en el historial de cambios."
        isSending={decide.isPending}
        onClose={() => setApprove(null)}
        onConfirm={send}
      >
        <p>
          {approve
            ? `Sus próximas cotizaciones y órdenes se harán con ${wanted}, y las retenciones de esa ciudad.`
            : `Conservará ${current} en sus documentos.`}
        </p>
      </ReasonDialog>
    </section>
  );
}
