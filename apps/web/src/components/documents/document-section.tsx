import { useId, type ReactNode } from 'react';
import styles from './document-detail.module.css';

/** One titled block of a quote's or order's page ('Productos', 'Seguimiento', 'Pago'…). */
export function DocumentSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Labelled facts of a document (date, payment method, due date…), as a definition list. */
export function DocumentFacts({
  facts,
}: {
  facts: readonly { label: string; value: ReactNode }[];
}) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The page's two columns when it is wide: the document on the left, its status on the right. */
export function DocumentColumns({ main, aside }: { main: ReactNode; aside: ReactNode }) {
  return (
    <div className={styles.frame}>
      <div className={styles.columns}>
        <div className={styles.main}>{main}</div>
        <div className={styles.aside}>{aside}</div>
      </div>
    </div>
  );
}
