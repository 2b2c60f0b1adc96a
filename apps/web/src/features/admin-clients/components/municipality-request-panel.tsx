import { municipalityLabel, type Account } from '@shop/shared';
import type { Viewer } from '../../../lib/query-keys';
import { useDecideMunicipalityRequest } from '../api/decide-municipality-request';
import { RequestDecisionPanel } from './request-decision-panel';

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
  const decide = useDecideMunicipalityRequest(viewer);
  const requested = account.requestedMunicipality;
  if (!requested) return null;
  const current = municipalityLabel(account.profile.location);
  const wanted = municipalityLabel(requested);
  return (
    <RequestDecisionPanel
      accountId={account.id}
      titleId="municipality-request-title"
      title="Solicitud de cambio de ciudad"
      subject="el cambio de ciudad"
      outcome={(approve) =>
        approve
          ? `Sus próximas cotizaciones y órdenes se harán con ${wanted}, y las retenciones de esa ciudad.`
          : `Conservará ${current} en sus documentos.`
      }
      reasonHelp="Se lo enviamos al cliente por correo y queda en el historial de cambios."
      decide={decide}
    >
      Pide pasar de <strong>{current}</strong> a <strong>{wanted}</strong>. La ciudad define su
      ReteICA: {account.profile.urlRUT ? 'revise su RUT antes de decidir; ' : ''}mientras tanto sus
      documentos usan la ciudad registrada.
    </RequestDecisionPanel>
  );
}
