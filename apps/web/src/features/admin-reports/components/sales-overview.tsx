import { useId } from 'react';
import { ChartColumn } from 'lucide-react';
import type { ReportPeriodQuery } from '@shop/shared';
import { LoadProblem } from '../../../components/errors/load-problem';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { cx } from '../../../utils/cx';
import { useSalesSummary } from '../api/get-sales-summary';
import { formatPeriodRange } from '../utils/report-period';
import { PeriodPicker } from './period-picker';
import { SalesChart } from './sales-chart';
import { SalesFigures, SalesFiguresSkeleton } from './sales-figures';
import styles from './sales-overview.module.css';

interface SalesOverviewProps {
  query: ReportPeriodQuery;
  onQueryChange: (next: ReportPeriodQuery) => void;
  today: string;
}

/**
 * The sales of the chosen period at a glance: figures and revenue per day. While another period
 * loads, the last one stays on screen, dimmed, so nothing jumps.
 */
export function SalesOverview({ query, onQueryChange, today }: SalesOverviewProps) {
  const headingId = useId();
  const summary = useSalesSummary(query);
  const { data } = summary;
  const range = data ? formatPeriodRange(data.from, data.to) : undefined;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <div className={styles.heading}>
          <h2 id={headingId} className={styles.title}>
            Ventas del periodo
          </h2>
          <p
            className={cx(styles.range, summary.isPlaceholderData && styles.stale)}
            aria-live="polite"
          >
            {range ?? <Skeleton width="14em" />}
          </p>
        </div>
        <PeriodPicker value={query} onChange={onQueryChange} today={today} />
      </div>

      {summary.isError ? (
        <LoadProblem
          message="No se pudieron cargar las ventas del periodo."
          onRetry={() => void summary.refetch()}
          isRetrying={summary.isFetching}
        />
      ) : !data ? (
        <OverviewSkeleton />
      ) : (
        <div
          className={cx(styles.body, summary.isPlaceholderData && styles.stale)}
          aria-busy={summary.isPlaceholderData || undefined}
        >
          <SalesFigures {...data} />
          <div className={styles.panel}>
            {data.orders === 0 ? (
              <EmptyState
                icon={<ChartColumn size={40} />}
                title="No hay ventas en este periodo."
                text="Elija otro periodo u otra fecha. Las órdenes canceladas no cuentan como ventas."
              />
            ) : (
              <SalesChart days={data.days} period={data.period} range={range ?? ''} />
            )}
          </div>
        </div>
      )}
    </section>
  );
}

function OverviewSkeleton() {
  return (
    <div className={styles.body}>
      <SalesFiguresSkeleton />
      <Skeleton height={294} radius="md" />
    </div>
  );
}
