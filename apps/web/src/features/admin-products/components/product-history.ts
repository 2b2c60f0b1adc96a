import { AuditTrail } from '../../../components/ui/audit-trail/audit-trail';
import { usePageParam } from '../../../hooks/use-page-param';
import type { Viewer } from '../../../lib/query-keys';
import { useProductAudit } from '../api/get-product-audit';
import { describeProductState } from '../utils/describe-product-state';
import styles from './product-details.module.css';

/** 'Historial de cambios' of the detail page: who changed price, stock… when, from and to what. */
export function ProductHistory({ id, viewer }: { id: number; viewer: Viewer }) {
  const { page, hrefFor } = usePageParam();
  const audit = useProductAudit(viewer, id, page);
  // Creations list every field: the trail shows their price and stock only.
  const many = (state: Record<string, unknown> | null) =>
    describeProductState(state, state !== null && Object.keys(state).length > 8);

  return (
    <section aria-labelledby="product-history">
      <h2 id="product-history" className={styles.heading}>
        Historial de cambios
      </h2>
      <AuditTrail
        query={audit}
        page={page}
        hrefFor={hrefFor}
        caption="Historial de cambios del producto"
        describe={many}
        loadFailed="Error al cargar el historial del producto."
        empty={{
          title: 'Aún no hay cambios registrados.',
          text: 'Cada cambio de precio, stock u otro dato quedará aquí con quién lo hizo y cuándo.',
        }}
      />
    </section>
  );
}
