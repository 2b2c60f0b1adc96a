import { AuditTrail } from '../../../components/ui/audit-trail/audit-trail';
import { usePageParam } from '../../../hooks/use-page-param';
import type { Viewer } from '../../../lib/query-keys';
import { useConfigAudit } from '../api/get-config-audit';
import { describeConfigState } from '../utils/describe-config-state';
import styles from './config-page.module.css';

/** 'Historial de cambios' of the settings, paged in the address (`?page=2`). */
export function ConfigAudit({ viewer }: { viewer: Viewer }) {
  const { page, hrefFor } = usePageParam();
  const audit = useConfigAudit(viewer, page);
  return (
    <section className={styles.card} aria-labelledby="config-history">
      <h2 id="config-history" className={styles.heading}>
        Historial de cambios
      </h2>
      <AuditTrail
        query={audit}
        page={page}
        hrefFor={hrefFor}
        caption="Historial de cambios de las configuraciones"
        describe={describeConfigState}
        loadFailed="Hubo un problema al cargar el historial de cambios."
        empty={{
          title: 'Aún no hay cambios registrados.',
          text: 'Cada cambio guardado quedará aquí con quién lo hizo y cuándo.',
        }}
      />
    </section>
  );
}
