import type { AuditSectionProps } from '../../../components/ui/audit-trail/audit-section';
import type { Viewer } from '../../../lib/query-keys';
import { taxRulesAuditSource } from '../api/get-tax-rules-audit';
import { describeTaxRulesState } from '../utils/describe-tax-rules-state';
import styles from './tax-page.module.css';

/** 'Historial de cambios' of the tax rules, for <AuditSection>. */
export const taxRulesAudit = (viewer: Viewer): AuditSectionProps => ({
  source: taxRulesAuditSource(viewer),
  headingId: 'taxes-history',
  className: styles.card,
  headingClassName: styles.heading,
  caption: 'Historial de cambios de las reglas de impuestos',
  describe: describeTaxRulesState,
  noReason: 'Sin motivo registrado',
  loadFailed: 'Hubo un problema al cargar el historial de cambios de los impuestos.',
  empty: {
    title: 'Aún no hay cambios en las reglas.',
    text: 'Cada cambio guardado quedará aquí con quién lo hizo, cuándo y por qué.',
  },
});
