import { useState } from 'react';
import {
  ADMIN_CLIENT_MESSAGES,
  CLIENT_STATUS_LABELS,
  CLIENT_STATUSES,
  type Account,
  type ClientStatus,
} from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { ReasonDialog } from '../../../components/ui/reason-dialog/reason-dialog';
import type { Viewer } from '../../../lib/query-keys';
import { useClientChange } from '../hooks/use-client-change';
import { CLIENT_MESSAGES } from '../utils/messages';
import styles from './client-controls.module.css';

const ACTIONS: Record<ClientStatus, { button: string; title: string; effect: string }> = {
  ACTIVE: {
    button: 'Activar',
    title: 'Activar la cuenta',
    effect: 'Le enviaremos un correo avisándole que ya puede iniciar sesión y ver sus precios.',
  },
  INACTIVE: {
    button: 'Desactivar',
    title: 'Desactivar la cuenta',
    effect: 'No podrá iniciar sesión mientras la cuenta siga inactiva.',
  },
  PENDING: {
    button: 'Dejar pendiente',
    title: 'Dejar la cuenta pendiente',
    effect: 'No podrá iniciar sesión hasta que alguien active la cuenta.',
  },
};

interface ControlProps {
  account: Account;
  viewer: Viewer;
}

/**
 * The statuses the account is not in, each a button that asks why before changing it
 * (docs/architecture.md, "Contract: states and transitions").
 */
export function StatusControl({ account, viewer }: ControlProps) {
  const [target, setTarget] = useState<ClientStatus | null>(null);
  const change = useClientChange(viewer, account.id, () => setTarget(null));
  const who = account.profile.businessName ?? account.profile.fullName;

  return (
    <span className={styles.buttons}>
      {CLIENT_STATUSES.filter((status) => status !== account.clientStatus).map((status) => (
        <Button
          key={status}
          // Activating a waiting account is what this screen is mostly opened for.
          variant={
            status === 'ACTIVE' && account.clientStatus === 'PENDING' ? 'primary' : 'secondary'
          }
          onClick={() => setTarget(status)}
        >
          {ACTIONS[status].button}
        </Button>
      ))}
      <ReasonDialog
        open={target !== null}
        title={target ? ACTIONS[target].title : ''}
        confirmLabel={target ? ACTIONS[target].button : ''}
        missingReason={ADMIN_CLIENT_MESSAGES.reasonMissing}
        reasonHelp={CLIENT_MESSAGES.reasonHelp}
        isSending={change.isPending}
        onClose={() => setTarget(null)}
        onConfirm={(reason) =>
          target &&
          change.send({ clientStatus: target }, reason, {
            success: CLIENT_MESSAGES.updated,
            failure: CLIENT_MESSAGES.changeFailed,
          })
        }
      >
        {target ? (
          <>
            <p>
              El estado de <strong>{who}</strong> pasará de{' '}
              <strong>{CLIENT_STATUS_LABELS[account.clientStatus]}</strong> a{' '}
              <strong>{CLIENT_STATUS_LABELS[target]}</strong>.
            </p>
            <p>{ACTIONS[target].effect}</p>
          </>
        ) : null}
      </ReasonDialog>
    </span>
  );
}
