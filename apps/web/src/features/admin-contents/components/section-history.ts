import { CONTENT_MESSAGES } from '@shop/shared';
import { AuditTrail } from '../../../components/ui/audit-trail/audit-trail';
import { usePageParam } from '../../../hooks/use-page-param';
import type { Viewer } from '../../../lib/query-keys';
import { useSectionAudit } from '../api/get-section-audit';
import { describeSectionState } from '../utils/describe-section-state';
import styles from './section-history.module.css';

/** 'Historial de cambios' under the editor: who created, edited or moved the section, and when. */
export function SectionHistory({ id, viewer }: { id: number; viewer: Viewer }) {
  const { page, hrefFor } = usePageParam();
  const audit = useSectionAudit(viewer, id, page);
  return (
    <section className={styles.history} aria-labelledby="section-history">
      <h2 id="section-history" className={styles.title}>
        Historial de cambios
      </h2>
      <AuditTrail
        query={audit}
        page={page}
        hrefFor={hrefFor}
        caption="Historial de cambios de la sección"
        describe={describeSectionState}
        loadFailed={CONTENT_MESSAGES.auditLoadFailed}
        empty={{
          title: 'Aún no hay cambios registrados de esta sección.',
          text: 'Cada edición o movimiento quedará aquí con quién lo hizo, y cómo era antes y después.',
        }}
      />
    </section>
  );
}
