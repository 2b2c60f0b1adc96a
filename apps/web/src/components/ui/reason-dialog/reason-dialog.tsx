import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { TextAreaField } from '../form/text-area-field';
import { Modal } from '../modal/modal';
import { DialogButtons } from '../modal/dialog-buttons';
import { FormButtons } from '../form-dialog/form-buttons';
import styles from './reason-dialog.module.css';

/** The longest reason the API keeps. */
const REASON_MAX = 500;

interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What confirming will do, said before asking why; may hold fields of its own. */
  children?: ReactNode;
  confirmLabel: string;
  /** Said (in place and as a toast) when the reason is left blank. */
  missingReason: string;
  isSending: boolean;
  /** The reason, on one line and trimmed. */
  onConfirm: (reason: string) => void;
  onClose: () => void;
  reasonLabel?: string;
  /** Where the reason ends up, so people write it for whoever reads it later. */
  reasonHelp?: ReactNode;
}

/**
 * A confirmation that will not go through without a written reason (every admin change is
 * audited with one). It stays open while the change is sent, so its outcome is told in place.
 */
export function ReasonDialog({ open, title, isSending, onClose, ...props }: ReasonDialogProps) {
  const close = () => {
    if (!isSending) onClose();
  };
  return (
    <Modal open={open} onClose={close} title={title} size="sm" closeOnBackdrop={false}>
      <ReasonForm isSending={isSending} onClose={close} {...props} />
    </Modal>
  );
}

function ReasonForm({
  children,
  confirmLabel,
  missingReason,
  isSending,
  onConfirm,
  onClose,
  reasonLabel = 'Razón del cambio',
  reasonHelp,
}: Omit<ReasonDialogProps, 'open' | 'title'>) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const field = useRef<HTMLTextAreaElement>(null);
  const formId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    // The audit keeps one line: line breaks typed in the box become spaces.
    const line = reason.replace(/\s+/g, ' ').trim();
    if (!line) {
      setError(missingReason);
      toast.error(missingReason, { toastId: `reason-${formId}` });
      field.current?.focus();
      return;
    }
    onConfirm(line);
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      {children ? <div className={styles.what}>{children}</div> : null}
      <TextAreaField
        ref={field}
        label={reasonLabel}
        help={reasonHelp}
        error={error}
        value={reason}
        maxLength={REASON_MAX}
        rows={3}
        required
        disabled={isSending}
        onChange={(event) => {
          setReason(event.target.value);
          if (error) setError(undefined);
        }}
      />
      <DialogButtons>
        <FormButtons submitLabel={confirmLabel} isSending={isSending} onCancel={onClose} />
      </DialogButtons>
    </form>
  );
}
