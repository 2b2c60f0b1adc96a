import { formatCop, type SalesSummary } from '@shop/shared';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import styles from './sales-figures.module.css';

type Figures = Pick<SalesSummary, 'orders' | 'revenue' | 'averageTicket'>;

/** The three numbers a manager looks for first: revenue, orders and average ticket. */
export function SalesFigures({ orders, revenue, averageTicket }: Figures) {
  return (
    <dl className={styles.figures}>
      <div className={styles.figure}>
        <dt className={styles.name}>Ingresos</dt>
        <dd className={styles.value}>{formatCop(revenue)}</dd>
        <dd className={styles.note}>Total de las órdenes con IVA, sin las canceladas</dd>
      </div>
      <div className={styles.figure}>
        <dt className={styles.name}>Órdenes</dt>
        <dd className={styles.value}>{orders.toLocaleString('es-CO')}</dd>
      </div>
      <div className={styles.figure}>
        <dt className={styles.name}>Ticket promedio</dt>
        <dd className={styles.value}>{formatCop(averageTicket)}</dd>
      </div>
    </dl>
  );
}

/** The figures' places while the first period loads, laid out as the figures will be. */
export function SalesFiguresSkeleton() {
  return (
    <div className={styles.figures}>
      {['Ingresos', 'Órdenes', 'Ticket promedio'].map((name) => (
        <div key={name} className={styles.figure}>
          <span className={styles.name}>{name}</span>
          <Skeleton height="2rem" width="8em" />
        </div>
      ))}
    </div>
  );
}
