import { useState } from 'react';
import {
  ADMIN_CLIENT_MESSAGES,
  CLIENT_TYPE_LABELS,
  CLIENT_TYPES,
  type Account,
  type ClientType,
} from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { SelectField } from '../../../components/ui/form/select-field';
import { ReasonDialog } from '../../../components/ui/reason-dialog/reason-dialog';
import type { Viewer } from '../../../lib/query-keys';
import { useClientChange } from '../hooks/use-client-change';
import { CLIENT_MESSAGES } from '../utils/messages';

/**
 * 'Cambiar tipo': the new client type (it sets the prices) and why
 * (docs/architecture.md, "Contract: states and transitions").
 */
export function ClientTypeControl({ account, viewer }: { account: Account; viewer: Viewer }) {
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<ClientType>(account.clientType);
  const change = useClientChange(viewer, account.id, () => setOpen(false));

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setType(account.clientType);
          setOpen(true);
        }}
      >
        Cambiar tipo
      </Button>
      <ReasonDialog
        open={open}
        title="Cambiar el tipo de cliente"
        confirmLabel="Cambiar tipo"
        missingReason={ADMIN_CLIENT_MESSAGES.reasonMissing}
        reasonHelp={CLIENT_MESSAGES.reasonHelp}
        isSending={change.isPending}
        onClose={() => setOpen(false)}
        onConfirm={(reason) =>
          change.send({ clientType: type }, reason, {
            success: CLIENT_MESSAGES.updated,
            failure: CLIENT_MESSAGES.changeFailed,
          })
        }
      >
        <p>
          Hoy es <strong>{CLIENT_TYPE_LABELS[account.clientType]}</strong>. El tipo define los
          precios que ve el cliente
          {account.requestedClientType ? ' y responde la solicitud que tiene pendiente' : ''}.
        </p>
        <SelectField
          label="Nuevo tipo de cliente"
          value={type}
          disabled={change.isPending}
          onChange={(event) =>
            setType(CLIENT_TYPES.find((t) => t === event.target.value) ?? account.clientType)
          }
        >
          {CLIENT_TYPES.map((option) => (
            <option key={option} value={option}>
              {CLIENT_TYPE_LABELS[option]}
            </option>
          ))}
        </SelectField>
      </ReasonDialog>
    </>
  );
}
