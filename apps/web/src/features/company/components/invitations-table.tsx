import { MailX } from 'lucide-react';
import { COMPANY_ROLE_LABELS, type CompanyInvitation } from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { RecordTable } from '../../../components/ui/record-table/record-table';
import { clientErrorMessage } from '../../../lib/api-client';
import type { Viewer } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { formatDate } from '../../../utils/format';
import { useCancelInvitation } from '../api/cancel-invitation';
import { COMPANY_PAGE_MESSAGES } from '../utils/messages';

interface InvitationsTableProps {
  invitations: readonly CompanyInvitation[];
  viewer: Viewer;
}

/** Invitations whose link still works, each with 'Cancelar invitación'. */
export function InvitationsTable({ invitations, viewer }: InvitationsTableProps) {
  const cancel = useCancelInvitation(viewer);
  const onCancel = (invitation: CompanyInvitation) =>
    cancel.mutate(invitation.id, {
      onSuccess: () => toast.success(COMPANY_PAGE_MESSAGES.invitationCancelled),
      onError: (error) =>
        toast.error(clientErrorMessage(error, COMPANY_PAGE_MESSAGES.cancelFailed)),
    });
  return (
    <RecordTable
      caption="Invitaciones pendientes"
      rows={invitations}
      rowKey={(invitation) => invitation.id}
      title={{ header: 'Correo electrónico', cell: (invitation) => invitation.email }}
      columns={[
        { header: 'Rol', cell: (invitation) => COMPANY_ROLE_LABELS[invitation.role] },
        { header: 'Invitado por', cell: (invitation) => invitation.invitedBy ?? '—' },
        { header: 'Enviada', nowrap: true, cell: (invitation) => formatDate(invitation.createdAt) },
        { header: 'Vence', nowrap: true, cell: (invitation) => formatDate(invitation.expiresAt) },
      ]}
      actions={(invitation) => (
        <Button
          variant="secondary"
          icon={<MailX size={16} aria-hidden="true" />}
          isLoading={cancel.isPending && cancel.variables === invitation.id}
          onClick={() => onCancel(invitation)}
        >
          Cancelar invitación<span className="visually-hidden"> a {invitation.email}</span>
        </Button>
      )}
    />
  );
}
