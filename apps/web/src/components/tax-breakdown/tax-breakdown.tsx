import { formatCop, fractionToPercent, type TaxBreakdown, type Withholding } from '@shop/shared';
import { Notice } from '../ui/notice/notice';
import { cx } from '../../utils/cx';
import { formatDate } from '../../utils/format';
import styles from './tax-breakdown.module.css';

const number = (value: number) => value.toLocaleString('es-CO', { maximumFractionDigits: 3 });
const percent = (fraction: number) => `${number(fractionToPercent(fraction))} %`;
/** ReteICA is written per mil, as municipalities publish it ('11,04 ‰'). */
const perMil = (fraction: number) => `${number(Math.round(fraction * 1e6) / 1e3)} ‰`;

interface WithholdingRow {
  name: string;
  withholding: Withholding;
  rate: (fraction: number) => string;
}

const withholdingsOf = (taxes: TaxBreakdown): WithholdingRow[] => [
  { name: 'ReteFuente', withholding: taxes.reteFuente, rate: percent },
  { name: 'ReteIVA', withholding: taxes.reteIVA, rate: percent },
  { name: 'ReteICA', withholding: taxes.reteICA, rate: perMil },
];

/** Withholdings that share one legend (a natural person: none applies) are said once. */
function legendsOf(rows: WithholdingRow[]): { names: string; legend: string }[] {
  const byLegend = new Map<string, string[]>();
  for (const { name, withholding } of rows)
    byLegend.set(withholding.legend, [...(byLegend.get(withholding.legend) ?? []), name]);
  return [...byLegend].map(([legend, names]) => ({
    names: names.length > 1 ? `${names.slice(0, -1).join(', ')} y ${names.at(-1)}` : names[0]!,
    legend,
  }));
}

/**
 * What the breakdown calls its part without IVA: excluded goods (art. 424 E.T.), or, when the seller
 * was not responsable de IVA, untaxed rather than excluded, as the PDF says it.
 */
const untaxedLabel = (taxes: Pick<TaxBreakdown, 'seller'>): string =>
  taxes.seller.regime === 'NO_RESPONSABLE_IVA'
    ? 'Sin IVA (vendedor no responsable)'
    : 'Excluido de IVA';

/**
 * A breakdown the way a Colombian accountant reads it: subtotal, IVA by rate with its base, the
 * excluded part, the invoice total, each withholding (or "No aplica"), and "Total a pagar"; then
 * why each withholding applies or not, and the date and UVT of the rules applied.
 */
export function TaxBreakdownView({ taxes }: { taxes: TaxBreakdown }) {
  const withholdings = withholdingsOf(taxes);
  return (
    <div className={styles.breakdown}>
      <dl className={styles.figures}>
        <Figure label="Subtotal" value={formatCop(taxes.subtotal)} />
        {/* A rate or part with neither base nor amount says nothing: a cart of 19 % goods shows
            no "IVA 5 % (base $ 0) $ 0". */}
        {taxes.base19 || taxes.iva19 ? (
          <Figure
            label="IVA 19 %"
            detail={`base ${formatCop(taxes.base19)}`}
            value={formatCop(taxes.iva19)}
          />
        ) : null}
        {taxes.base5 || taxes.iva5 ? (
          <Figure
            label="IVA 5 %"
            detail={`base ${formatCop(taxes.base5)}`}
            value={formatCop(taxes.iva5)}
          />
        ) : null}
        {taxes.excluded ? (
          <Figure label={untaxedLabel(taxes)} value={formatCop(taxes.excluded)} />
        ) : null}
        <Figure label="Total" detail="subtotal + IVA" value={formatCop(taxes.total)} strong />
        {withholdings.map(({ name, withholding, rate }) => (
          <Figure
            key={name}
            label={name}
            detail={withholding.applied ? rate(withholding.rate) : undefined}
            value={withholding.applied ? `−\u00a0${formatCop(withholding.amount)}` : 'No aplica'}
            muted={!withholding.applied}
          />
        ))}
        <div className={styles.toPay}>
          <dt>Total a pagar</dt>
          <dd>{formatCop(taxes.totalToPay)}</dd>
        </div>
      </dl>
      <ul className={styles.legends} aria-label="Retenciones: por qué aplican o no">
        {legendsOf(withholdings).map(({ names, legend }) => (
          <li key={names}>
            <span className={styles.legendName}>{names}:</span> {legend}
          </li>
        ))}
      </ul>
      <p className={styles.rules}>
        Reglas vigentes el {formatDate(taxes.rules.date)} · UVT {taxes.rules.uvt.year}:{' '}
        {formatCop(taxes.rules.uvt.value)}
      </p>
      {/* A UVT of another year (docs/taxes.md): the figures may change once the year's is set. */}
      {taxes.notices.map((notice) => (
        <Notice key={notice} title="Cifras con la UVT de otro año">
          <p>{notice}</p>
        </Notice>
      ))}
    </div>
  );
}

interface FigureProps {
  label: string;
  /** Beside the label, smaller: the base, the rate. */
  detail?: string | undefined;
  value: string;
  strong?: boolean;
  muted?: boolean;
}

function Figure({ label, detail, value, strong, muted }: FigureProps) {
  return (
    <div className={cx(styles.figure, strong && styles.strong, muted && styles.muted)}>
      <dt>
        {label}
        {detail ? <span className={styles.detail}> ({detail})</span> : null}
      </dt>
      <dd>{value}</dd>
    </div>
  );
}
