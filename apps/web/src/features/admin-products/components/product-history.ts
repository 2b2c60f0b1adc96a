import type { AuditSectionProps } from '../../../components/ui/audit-trail/audit-section';
import type { Viewer } from '../../../lib/query-keys';
import { productAuditSource } from '../api/get-product-audit';
import { describeProductState } from '../utils/describe-product-state';
import styles from './product-details.module.css';

// Creations list every field: the trail shows their price and stock only.
const describe = (state: Record<string, unknown> | null) =>
  describeProductState(state, state !== null && Object.keys(state).length > 8);

/** 'Historial de cambios' of the detail page, for <AuditSection>: price, stock… from and to what. */
export const productHistory = (id: number, viewer: Viewer): AuditSectionProps => ({
  source: productAuditSource(viewer, id),
  headingId: 'product-history',
  headingClassName: styles.heading,
  caption: 'Historial de cambios del producto',
  describe,
  loadFailed: 'Error al cargar el historial del producto.',
  empty: {
    title: 'Aún no hay cambios registrados.',
    text: 'Cada cambio de precio, stock u otro dato quedará aquí con quién lo hizo y cuándo.',
  },
});
