import { AuditTrail } from '../../../components/ui/audit-trail/audit-trail';
import { usePageParam } from '../../../hooks/use-page-param';
import type { Viewer } from '../../../lib/query-keys';
import { useTaxRulesAudit } from '../api/get-tax-rules-audit';
import { describeTaxRulesState } from '../utils/describe-tax-rules-state';
import styles from './tax-page.module.css';

/** 'Historial de cambios' of the tax rules, paged in the address (`?page=2`). */
export function TaxRulesAudit({ viewer }: { viewer: Viewer }) {
  const { page, hrefFor } = usePageParam();
  const audit = useTaxRulesAudit(viewer, page);
  return (
    <section className={styles.card} aria-labelledby="taxes-history">
      <h2 id="taxes-history" className={styles.heading}>
        Historial de cambios
      </h2>
      <AuditTrail
        query={audit}
        page={page}
        hrefFor={hrefFor}
        caption="Historial de cambios de las reglas de impuestos"
        describe={describeTaxRulesState}
        noReason="Sin motivo registrado"
        loadFailed="Hubo un problema al cargar el historial de cambios de los impuestos."
        empty={{
          title: 'Aún no hay cambios en las reglas.',
          text: 'Cada cambio guardado quedará aquí con quién lo hizo, cuándo y por qué.',
        }}
      />
    </section>
  );
}
