import type { BrandAdmin } from '@shop/shared';
import { AuditTrail } from '../../../components/ui/audit-trail/audit-trail';
import { Modal } from '../../../components/ui/modal/modal';
import { useDialogPageParam } from '../../../hooks/use-page-param';
import type { Viewer } from '../../../lib/query-keys';
import { useBrandAudit } from '../api/get-brand-audit';
import { describeBrandState } from '../utils/describe-brand-state';

interface BrandAuditDialogProps {
  viewer: Viewer;
  brand: BrandAdmin | null;
  onClose: () => void;
}

/** 'Historial': who created the brand and each change of its page, from what to what, and when. */
export function BrandAuditDialog({ viewer, brand, onClose }: BrandAuditDialogProps) {
  const { page, hrefFor, close } = useDialogPageParam(onClose);
  const audit = useBrandAudit(viewer, brand?.id ?? null, page);
  const title = brand ? `Historial de la marca ${brand.name}` : '';
  return (
    <Modal open={brand !== null} onClose={close} title={title}>
      <AuditTrail
        query={audit}
        page={page}
        hrefFor={hrefFor}
        caption={title}
        describe={describeBrandState}
        loadFailed="Error al cargar el historial de la marca."
        empty={{
          title: 'Aún no hay cambios registrados de esta marca.',
          text: 'Las marcas de la carga inicial no tienen historial hasta su primera edición.',
        }}
      />
    </Modal>
  );
}
