import { BriefcaseBusiness } from 'lucide-react';
import { formatCop, type CreditSummary } from '@shop/shared';
import styles from './credit-available.module.css';

/**
 * Under 'Crédito empresarial': what the company may still order on its line, so a refusal over
 * the limit never comes as a surprise (docs/payments.md, "Company credit").
 */
export function CreditAvailable({ credit }: { credit: CreditSummary }) {
  return (
    <p className={styles.note}>
      <BriefcaseBusiness size={18} aria-hidden="true" className={styles.icon} />
      <span>
        <strong>Crédito disponible: {formatCop(credit.available)}</strong>
        <span className={styles.detail}>
          {' '}
          de un cupo de {formatCop(credit.limit)}. Cada orden a crédito vence a {credit.termDays}{' '}
          días de su fecha.
        </span>
      </span>
    </p>
  );
}
