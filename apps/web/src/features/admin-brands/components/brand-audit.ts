import type { BrandAdmin } from '@shop/shared';
import type { AuditDialogProps } from '../../../components/ui/audit-trail/audit-dialog';
import type { Viewer } from '../../../lib/query-keys';
import { brandAuditSource } from '../api/get-brand-audit';
import { describeBrandState } from '../utils/describe-brand-state';

/** 'Historial', for <AuditDialog>: who created the brand and each change of its page, and when. */
export const brandAudit = (
  viewer: Viewer,
  brand: BrandAdmin | null,
): Omit<AuditDialogProps, 'onClose'> => ({
  source: brand && brandAuditSource(viewer, brand.id),
  title: brand ? `Historial de la marca ${brand.name}` : '',
  describe: describeBrandState,
  loadFailed: 'Error al cargar el historial de la marca.',
  empty: {
    title: 'Aún no hay cambios registrados de esta marca.',
    text: 'Las marcas de la carga inicial no tienen historial hasta su primera edición.',
  },
});
