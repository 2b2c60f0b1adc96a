import { useId } from 'react';
import { formatCop, type ReportPeriod, type SalesSummary } from '@shop/shared';
import { useElementWidth } from '../../../hooks/use-element-width';
import { axisTicks } from '../utils/axis-ticks';
import { copShort } from '../utils/cop-short';
import { axisDayLabel, longDayLabel, ordersLabel } from '../utils/day-labels';
import styles from './sales-chart.module.css';

const HEIGHT = 260;
const PAD = { top: 12, right: 8, bottom: 32, left: 76 };
/** The room one axis label needs: fewer labels than bars on a narrow month. */
const LABEL_ROOM: Record<ReportPeriod, number> = { day: 72, week: 52, month: 26 };

interface SalesChartProps {
  days: SalesSummary['days'];
  period: ReportPeriod;
  /** '1–30 de noviembre de 2026': names the chart for screen readers. */
  range: string;
}

/**
 * Sales before IVA per day of the period as bars over a peso axis, drawn at the element's real width so
 * its text stays legible on a phone. Each bar tells its day, revenue and orders on hover; a
 * visually hidden table gives screen readers the same figures.
 */
export function SalesChart({ days, period, range }: SalesChartProps) {
  const [canvasRef, width] = useElementWidth<HTMLDivElement>(720);
  const titleId = useId();
  const ticks = axisTicks(Math.max(0, ...days.map((day) => day.revenue)));
  const top = ticks[ticks.length - 1] || 1;
  const plotWidth = Math.max(0, width - PAD.left - PAD.right);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, days.length);
  const barWidth = Math.max(2, Math.min(slot * 0.7, 56));
  const labelEvery = Math.max(1, Math.ceil(LABEL_ROOM[period] / slot));
  const heightOf = (pesos: number) => (pesos / top) * plotHeight;
  const baseline = PAD.top + plotHeight;
  const caption = `Ventas antes de IVA por día, ${range}`;

  return (
    <figure className={styles.figure}>
      <div ref={canvasRef} className={styles.canvas}>
        <svg
          role="img"
          aria-labelledby={titleId}
          width={width}
          height={HEIGHT}
          className={styles.chart}
        >
          <title id={titleId}>{caption}</title>
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                className={styles.grid}
                x1={PAD.left}
                x2={width - PAD.right}
                y1={baseline - heightOf(tick)}
                y2={baseline - heightOf(tick)}
              />
              <text
                className={styles.label}
                x={PAD.left - 8}
                y={baseline - heightOf(tick)}
                textAnchor="end"
                dominantBaseline="middle"
              >
                {copShort(tick)}
              </text>
            </g>
          ))}
          {days.map((day, index) => {
            const x = PAD.left + index * slot;
            return (
              <g key={day.date} className={styles.day}>
                <title>{`${longDayLabel(day.date)}: ${formatCop(day.revenue)}, ${ordersLabel(day.orders)}`}</title>
                <rect className={styles.hit} x={x} y={PAD.top} width={slot} height={plotHeight} />
                <rect
                  className={styles.bar}
                  x={x + (slot - barWidth) / 2}
                  y={baseline - heightOf(day.revenue)}
                  width={barWidth}
                  height={heightOf(day.revenue)}
                  rx={Math.min(3, barWidth / 3)}
                  data-revenue={day.revenue}
                />
                {index % labelEvery === 0 ? (
                  <text
                    className={styles.label}
                    x={x + slot / 2}
                    y={baseline + 20}
                    textAnchor="middle"
                  >
                    {axisDayLabel(period, day.date)}
                  </text>
                ) : null}
              </g>
            );
          })}
          <line
            className={styles.axis}
            x1={PAD.left}
            x2={width - PAD.right}
            y1={baseline}
            y2={baseline}
          />
        </svg>
      </div>
      {/* Hidden around the table: a table itself ignores the 1 px width and would widen the page. */}
      <div className="visually-hidden">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Día</th>
              <th scope="col">Órdenes</th>
              <th scope="col">Ventas antes de IVA</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{longDayLabel(day.date)}</th>
                <td>{day.orders.toLocaleString('es-CO')}</td>
                <td>{formatCop(day.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
