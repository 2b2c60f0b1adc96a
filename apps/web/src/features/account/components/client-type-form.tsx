import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import {
  ACCOUNT_MESSAGES,
  CLIENT_TYPE_LABELS,
  ClientTypeUpdateSchema,
  type Account,
  type ClientTypeUpdate,
} from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { ClientTypeField } from '../../../components/ui/form/client-type-field';
import { Modal } from '../../../components/ui/modal/modal';
import { clientErrorMessage } from '../../../lib/api-client';
import { fieldMessage } from '../../../lib/form-errors';
import type { Viewer } from '../../../lib/query-keys';
import { useUpdateClientType } from '../api/update-client-type';
import { FormCard } from './form-card';
import { Notice } from '../../../components/ui/notice/notice';
import { PendingTypeBadge } from './pending-type-badge';
import layout from '../../../components/ui/form/form-layout.module.css';
import styles from './account-form.module.css';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes/use-unsaved-changes';

interface ClientTypeFormProps {
  account: Account;
  viewer: Viewer;
}

/** Form (a) of /user/{id}/change-data: the customer's own client type (ADR 005). */
export function ClientTypeForm({ account, viewer }: ClientTypeFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(ClientTypeUpdateSchema),
    defaultValues: { clientType: account.clientType },
  });
  useUnsavedChanges(isDirty);
  const update = useUpdateClientType(viewer);
  // Leaving a special-pricing type for 'Cliente final' is immediate and only staff can undo it.
  const [confirming, setConfirming] = useState<ClientTypeUpdate | null>(null);

  const send = (input: ClientTypeUpdate) =>
    update.mutate(
      { id: account.id, input },
      {
        // The server says what happened: applied ('¡Actualización realizada!'), sent for review
        // (the account keeps its type and prices meanwhile) or the request withdrawn.
        onSuccess: ({ message, changed, account: saved }) => {
          // The list shows the type in force; a request waiting for review shows as a badge.
          reset({ clientType: saved.clientType });
          if (changed) toast.success(message);
          else toast.info(message);
        },
        onError: (error) =>
          toast.error(clientErrorMessage(error, ACCOUNT_MESSAGES.clientUpdateFailed)),
        onSettled: () => setConfirming(null),
      },
    );

  const onSubmit = handleSubmit((input) => {
    // The type in force again is not sent, unless it withdraws a pending request
    // (docs/architecture.md, "Contract: validation and messages").
    if (input.clientType === account.clientType && !account.requestedClientType) {
      toast.info(ACCOUNT_MESSAGES.clientTypeUnchanged, { toastId: 'client-type-unchanged' });
      return;
    }
    if (input.clientType === 'CLIENT_FINAL' && account.clientType !== 'CLIENT_FINAL') {
      setConfirming(input);
      return;
    }
    send(input);
  });

  return (
    <FormCard
      title="Tipo de cliente"
      text="«Cliente final» se aplica de inmediato. Los demás tipos los revisa nuestro equipo antes de cambiar sus precios."
    >
      {(titleId) => (
        <>
          <form className={layout.form} noValidate aria-labelledby={titleId} onSubmit={onSubmit}>
            {account.requestedClientType ? (
              <Notice>
                <p>{ACCOUNT_MESSAGES.clientTypePending}</p>
                <p>
                  <PendingTypeBadge type={account.requestedClientType} />
                </p>
                <p>Para retirarla, elija su tipo actual y guarde.</p>
              </Notice>
            ) : null}
            <ClientTypeField error={fieldMessage(errors.clientType)} {...register('clientType')} />
            <div className={styles.actions}>
              <Button type="submit" isLoading={update.isPending}>
                Guardar
              </Button>
            </div>
          </form>
          <Modal
            open={confirming !== null}
            onClose={() => setConfirming(null)}
            title="¿Cambiar a Cliente final?"
            size="sm"
          >
            <div className={styles.confirm}>
              <p>
                Verá los precios de Cliente final desde ya. Volver a{' '}
                {CLIENT_TYPE_LABELS[account.clientType]} requiere que nuestro equipo revise de nuevo
                su solicitud.
              </p>
              <div className={styles.confirmButtons}>
                <Button
                  variant="secondary"
                  onClick={() => setConfirming(null)}
                  disabled={update.isPending}
                >
                  Cancelar
                </Button>
                <Button isLoading={update.isPending} onClick={() => confirming && send(confirming)}>
                  Cambiar a Cliente final
                </Button>
              </div>
            </div>
          </Modal>
        </>
      )}
    </FormCard>
  );
}
