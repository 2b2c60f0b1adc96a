import type { ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge/badge';
import { Button } from '../../../components/ui/button/button';
import { cx } from '../../../utils/cx';
import styles from './tax-page.module.css';

interface TableSectionProps {
  id: string;
  title: string;
  lead: ReactNode;
  /** What applies today, in words and pesos: what the accountant checks first. */
  today: ReactNode;
  error?: string | undefined;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}

/** One table of the rules: its title, what is in force today, its rows and 'Agregar'. */
export function TableSection(props: TableSectionProps) {
  const { id, title, lead, today, error, addLabel, onAdd, children } = props;
  return (
    <section className={styles.card} aria-labelledby={id}>
      <div className={styles.header}>
        <h2 id={id} className={styles.heading}>
          {title}
        </h2>
      </div>
      <p className={styles.lead}>{lead}</p>
      <div className={styles.today} aria-label={`${title}: vigente hoy`} role="status">
        {today}
      </div>
      {error ? (
        <p className={styles.tableError} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.rows}>{children}</div>
      <Button
        variant="secondary"
        className={styles.add}
        icon={<Plus size={16} aria-hidden="true" />}
        onClick={onAdd}
      >
        {addLabel}
      </Button>
    </section>
  );
}

interface RuleRowProps {
  legend: string;
  inForce: boolean;
  /** 'Vigente hoy' for a rule, 'Año en curso' for the UVT. */
  inForceLabel?: string;
  onRemove: () => void;
  children: ReactNode;
}

/** One row of a table as a group of labelled fields, marked when it is the one in force. */
export function RuleRow({
  legend,
  inForce,
  inForceLabel = 'Vigente hoy',
  onRemove,
  children,
}: RuleRowProps) {
  return (
    <fieldset className={cx(styles.row, inForce && styles.inForce)}>
      <legend className={styles.legend}>
        {legend}
        {inForce ? <Badge tone="success">{inForceLabel}</Badge> : null}
      </legend>
      <div className={styles.fields}>{children}</div>
      <div className={styles.rowActions}>
        <Button
          variant="ghost"
          icon={<Trash2 size={16} aria-hidden="true" />}
          aria-label={`Quitar ${legend}`}
          onClick={onRemove}
        >
          Quitar
        </Button>
      </div>
    </fieldset>
  );
}
