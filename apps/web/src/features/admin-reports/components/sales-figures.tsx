import { formatCop, type SalesSummary } from '@shop/shared';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { cx } from '../../../utils/cx';
import styles from './sales-figures.module.css';

type Figures = Pick<SalesSummary, 'orders' | 'revenue' | 'averageTicket' | 'withholdings'>;

/**
 * The numbers a manager looks for first: sales before IVA, orders and average ticket, then what the
 * buyers withheld (ReteFuente, ReteIVA, ReteICA). The sales are the orders' subtotals, so a buyer
 * that withholds does not make them look smaller; the withholdings are their own figure.
 */
export function SalesFigures({ orders, revenue, averageTicket, withholdings }: Figures) {
  const { reteFuente, reteIVA, reteICA } = withholdings;
  return (
    <dl className={styles.figures}>
      <div className={styles.figure}>
        <dt className={styles.name}>Ventas antes de IVA</dt>
        <dd className={styles.value}>{formatCop(revenue)}</dd>
        <dd className={styles.note}>
          Subtotal de las órdenes, sin IVA y sin descontar retenciones; sin las canceladas
        </dd>
      </div>
      <div className={styles.figure}>
        <dt className={styles.name}>Órdenes</dt>
        <dd className={styles.value}>{orders.toLocaleString('es-CO')}</dd>
      </div>
      <div className={styles.figure}>
        <dt className={styles.name}>Ticket promedio</dt>
        <dd className={styles.value}>{formatCop(averageTicket)}</dd>
        <dd className={styles.note}>Ventas antes de IVA por orden</dd>
      </div>
      <div className={cx(styles.figure, styles.wide)}>
        <dt className={styles.name}>Retenciones practicadas</dt>
        <dd className={styles.value}>{formatCop(reteFuente + reteIVA + reteICA)}</dd>
        <dd className={styles.note}>
          {(
            [
              ['ReteFuente', reteFuente],
              ['ReteIVA', reteIVA],
              ['ReteICA', reteICA],
            ] as const
          ).map(([name, value], i) => (
            <span key={name}>
              {i > 0 && ' · '}
              <span className={styles.nowrap}>
                {name} {formatCop(value)}
              </span>
            </span>
          ))}
        </dd>
      </div>
    </dl>
  );
}

/** The figures' places while the first period loads, laid out as the figures will be. */
export function SalesFiguresSkeleton() {
  return (
    <div className={styles.figures}>
      {['Ventas antes de IVA', 'Órdenes', 'Ticket promedio', 'Retenciones practicadas'].map(
        (name, i) => (
          <div key={name} className={cx(styles.figure, i === 3 && styles.wide)}>
            <span className={styles.name}>{name}</span>
            <Skeleton height="2rem" width="8em" />
          </div>
        ),
      )}
    </div>
  );
}
