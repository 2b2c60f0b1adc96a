import { CLIENT_TYPE_LABELS, type Account } from '@shop/shared';
import type { Viewer } from '../../../lib/query-keys';
import { useDecideTypeRequest } from '../api/decide-type-request';
import { RequestDecisionPanel } from './request-decision-panel';

/**
 * The client type the customer asked for from 'Cambiar datos', with approve and reject; either
 * way the customer gets a mail with the reason.
 */
export function TypeRequestPanel({ account, viewer }: { account: Account; viewer: Viewer }) {
  const decide = useDecideTypeRequest(viewer);
  const requested = account.requestedClientType;
  if (!requested) return null;
  const current = CLIENT_TYPE_LABELS[account.clientType];
  const wanted = CLIENT_TYPE_LABELS[requested];
  return (
    <RequestDecisionPanel
      accountId={account.id}
      titleId="type-request-title"
      title="Solicitud de cambio de tipo"
      subject="la solicitud"
      outcome={(approve) =>
        approve
          ? `Su tipo de cliente pasará de ${current} a ${wanted} y verá los precios de ese tipo.`
          : `Conservará su tipo ${current} y sus precios actuales.`
      }
      reasonHelp="Se la enviamos al cliente por correo y queda en el historial de cambios."
      decide={decide}
    >
      Pide pasar de <strong>{current}</strong> a <strong>{wanted}</strong>.{' '}
      {account.profile.urlRUT ? 'Revise su RUT antes de decidir: mientras' : 'Mientras'} tanto
      conserva su tipo y sus precios.
    </RequestDecisionPanel>
  );
}
