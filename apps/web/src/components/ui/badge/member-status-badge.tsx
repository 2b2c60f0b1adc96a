import { COMPANY_MEMBER_STATUS_LABELS, type CompanyMember } from '@shop/shared';
import { Badge } from './badge';

/** A company member's access: 'Activo', or 'Desactivado por la tienda' in red. */
export function MemberStatusBadge({ status }: { status: CompanyMember['status'] }) {
  return (
    <Badge tone={status === 'ACTIVE' ? 'success' : 'danger'}>
      {COMPANY_MEMBER_STATUS_LABELS[status]}
    </Badge>
  );
}
