import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import {
  HISTORY_MESSAGES,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type HistoryEntry,
  type OrderStatus,
} from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { describedBy, Field } from '../../../components/ui/form/field';
import { FormDialog } from '../../../components/ui/form-dialog/form-dialog';
import { RadioGroup } from '../../../components/ui/form/radio-group';
import { Notice } from '../../../components/ui/notice/notice';
import { DialogButtons } from '../../../components/ui/modal/dialog-buttons';
import { clientErrorMessage, isApiError } from '../../../lib/api-client';
import { useChangeOrderStatus } from '../api/change-order-status';
import { statusChangeEffects } from '../utils/status-change';
import { HistoryStatusBadge } from './history-status-badge';
import styles from './order-status-dialog.module.css';

/** An order of the history: the only entries whose status staff change. */
export type OrderEntry = HistoryEntry & { type: 'order'; status: OrderStatus };

export const isOrderEntry = (entry: HistoryEntry): entry is OrderEntry => entry.type === 'order';

/** What the status form needs of an order: a history row or an order's own page. */
type StatusTarget = Pick<OrderEntry, 'id' | 'customId' | 'status'>;

interface OrderStatusDialogProps {
  order: StatusTarget | null;
  onClose: () => void;
}

/** 'Cambiar estado': the new status, what it will do, an optional note for the customer. */
export function OrderStatusDialog({ order, onClose }: OrderStatusDialogProps) {
  // Owned here, not by the form: the answer's toast must show even if the form is gone.
  const change = useChangeOrderStatus();
  return (
    <FormDialog
      target={order}
      onClose={onClose}
      isSending={change.isPending}
      title={order ? `Cambiar estado de ${order.customId}` : 'Cambiar estado'}
      size="sm"
    >
      {(open) => <OrderStatusForm key={open.id} order={open} change={change} onClose={onClose} />}
    </FormDialog>
  );
}

interface OrderStatusFormProps {
  order: StatusTarget;
  change: ReturnType<typeof useChangeOrderStatus>;
  onClose: () => void;
}

function OrderStatusForm({ order, change, onClose }: OrderStatusFormProps) {
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [comments, setComments] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const commentsId = useId();
  // Stops a second press that lands before React has disabled the button (a double click).
  const sending = useRef(false);
  const options = ORDER_STATUSES.filter((s) => s !== order.status).map((value) => ({
    value,
    label: ORDER_STATUS_LABELS[value],
  }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!status || sending.current) return;
    sending.current = true;
    setRefusal(null);
    const note = comments.trim();
    change.mutate(
      { id: order.id, input: note ? { status, comments: note } : { status } },
      {
        onSuccess: () => {
          toast.success(HISTORY_MESSAGES.statusUpdated);
          onClose();
        },
        onError: (error) => {
          const message = clientErrorMessage(error, HISTORY_MESSAGES.statusFailed);
          toast.error(message);
          // A refusal (stock gone) stays in view: the toast fades before it is read in full.
          if (isApiError(error) && error.status === 409) setRefusal(message);
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.current}>
        Estado actual: <HistoryStatusBadge status={order.status} />
      </p>
      <RadioGroup
        legend="Nuevo estado"
        name="status"
        options={options}
        disabled={change.isPending}
        onChange={(event) => {
          setStatus(event.target.value as OrderStatus);
          setRefusal(null);
        }}
      />
      {status ? (
        <ul className={styles.effects} aria-live="polite">
          {statusChangeEffects(order.status, status).map((effect) => (
            <li key={effect}>{effect}</li>
          ))}
        </ul>
      ) : null}
      <Field
        id={commentsId}
        label="Comentario para el cliente (opcional)"
        help="El cliente lo lee en el correo del cambio y en la página de su orden (una guía de envío, por ejemplo)."
      >
        <textarea
          id={commentsId}
          aria-describedby={describedBy(commentsId, { help: true })}
          className={styles.textarea}
          rows={3}
          maxLength={500}
          value={comments}
          disabled={change.isPending}
          onChange={(event) => setComments(event.target.value)}
        />
      </Field>
      {refusal ? (
        <Notice tone="danger">
          <p>{refusal}</p>
        </Notice>
      ) : null}
      <DialogButtons>
        <Button variant="secondary" onClick={onClose} disabled={change.isPending}>
          Cancelar
        </Button>
        <Button type="submit" isLoading={change.isPending} disabled={!status}>
          Confirmar
        </Button>
      </DialogButtons>
    </form>
  );
}
