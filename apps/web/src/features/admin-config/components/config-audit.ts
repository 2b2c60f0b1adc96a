import type { AuditSectionProps } from '../../../components/ui/audit-trail/audit-section';
import type { Viewer } from '../../../lib/query-keys';
import { configAuditSource } from '../api/get-config-audit';
import { describeConfigState } from '../utils/describe-config-state';
import styles from './config-page.module.css';

/** 'Historial de cambios' of the settings, for <AuditSection>. */
export const configAudit = (viewer: Viewer): AuditSectionProps => ({
  source: configAuditSource(viewer),
  headingId: 'config-history',
  className: styles.card,
  headingClassName: styles.heading,
  caption: 'Historial de cambios de las configuraciones',
  describe: describeConfigState,
  loadFailed: 'Hubo un problema al cargar el historial de cambios.',
  empty: {
    title: 'Aún no hay cambios registrados.',
    text: 'Cada cambio guardado quedará aquí con quién lo hizo y cuándo.',
  },
});
