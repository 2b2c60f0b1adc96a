import { useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { Check, X } from 'lucide-react';
import {
  ADMIN_CLIENT_MESSAGES,
  type AccountUpdateResponse,
  type TypeRequestDecision,
} from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { ReasonDialog } from '../../../components/ui/reason-dialog/reason-dialog';
import { clientErrorMessage, isApiError } from '../../../lib/api-client';
import { CLIENT_MESSAGES } from '../utils/messages';
import styles from './type-request-panel.module.css';

export type RequestDecision = UseMutationResult<
  AccountUpdateResponse,
  Error,
  { id: number; decision: TypeRequestDecision }
>;

interface RequestDecisionPanelProps {
  accountId: number;
  /** The heading's id and text: 'Solicitud de cambio de tipo'. */
  titleId: string;
  title: string;
  /** What is asked, and what holds meanwhile. */
  children: ReactNode;
  /** How the dialog names what is decided: 'la solicitud'. */
  subject: string;
  /** What approving or rejecting does, said in the dialog. */
  outcome: (approve: boolean) => string;
  reasonHelp: string;
  decide: RequestDecision;
}

/**
 * A request a customer made that waits for staff, with approve and reject; either way the reason
 * is asked for, recorded and mailed to the customer.
 */
export function RequestDecisionPanel({
  accountId,
  titleId,
  title,
  children,
  subject,
  outcome,
  reasonHelp,
  decide,
}: RequestDecisionPanelProps) {
  const [approve, setApprove] = useState<boolean | null>(null);

  const send = (reason: string) =>
    approve !== null &&
    decide.mutate(
      { id: accountId, decision: { approve, comments: reason } },
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
    <section className={styles.panel} aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{children}</p>
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
        title={`${approve ? 'Aprobar' : 'Rechazar'} ${subject}`}
        confirmLabel={approve ? 'Aprobar' : 'Rechazar'}
        missingReason={ADMIN_CLIENT_MESSAGES.reasonMissing}
        reasonHelp={reasonHelp}
        isSending={decide.isPending}
        onClose={() => setApprove(null)}
        onConfirm={send}
      >
        <p>{approve !== null ? outcome(approve) : null}</p>
      </ReasonDialog>
    </section>
  );
}
