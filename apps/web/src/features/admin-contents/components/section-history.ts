import { CONTENT_MESSAGES } from '@shop/shared';
import type { AuditSectionProps } from '../../../components/ui/audit-trail/audit-section';
import type { Viewer } from '../../../lib/query-keys';
import { sectionAuditSource } from '../api/get-section-audit';
import { describeSectionState } from '../utils/describe-section-state';
import styles from './section-history.module.css';

/** 'Historial de cambios' under the editor, for <AuditSection>: who created, edited or moved it. */
export const sectionHistory = (id: number, viewer: Viewer): AuditSectionProps => ({
  source: sectionAuditSource(viewer, id),
  headingId: 'section-history',
  className: styles.history,
  headingClassName: styles.title,
  caption: 'Historial de cambios de la sección',
  describe: describeSectionState,
  loadFailed: CONTENT_MESSAGES.auditLoadFailed,
  empty: {
    title: 'Aún no hay cambios registrados de esta sección.',
    text: 'Cada edición o movimiento quedará aquí con quién lo hizo, y cómo era antes y después.',
  },
});
