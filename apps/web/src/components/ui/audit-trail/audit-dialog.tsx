import { useQuery } from '@tanstack/react-query';
import { useDialogPageParam } from '../../../hooks/use-page-param';
import { auditQueryOptions, type AuditSource } from '../../../lib/audit-query';
import { Modal } from '../modal/modal';
import { AuditTrail, type AuditTrailText } from './audit-trail';

export interface AuditDialogProps extends Omit<AuditTrailText, 'caption'> {
  /** The trail of the record chosen; null keeps the dialog closed. */
  source: AuditSource | null;
  /** The dialog's title, which also names the table. */
  title: string;
  onClose: () => void;
}

const NONE = ['audit', 'none'] as const;

/** A record's trail in a dialog, paged in its own parameter (`?cambios=2`) that closing drops. */
export function AuditDialog({ source, title, onClose, ...text }: AuditDialogProps) {
  const { page, hrefFor, close } = useDialogPageParam(onClose);
  const audit = useQuery({
    ...auditQueryOptions(source?.key(page) ?? NONE, source?.path ?? '', page),
    enabled: source !== null,
  });
  return (
    <Modal open={source !== null} onClose={close} title={title}>
      <AuditTrail query={audit} page={page} hrefFor={hrefFor} caption={title} {...text} />
    </Modal>
  );
}
