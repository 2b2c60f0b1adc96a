import {
  CART_STOCK_MESSAGES,
  countOf,
  type MalformedQuickOrderLine,
  type QuickOrderResult,
} from '@shop/shared';
import { cx } from '../../utils/cx';
import styles from './quick-order-report.module.css';

interface QuickOrderReportProps {
  result: QuickOrderResult;
  /** Lines of a pasted list that were not a code and a quantity (none for a repeated order). */
  malformed?: MalformedQuickOrderLine[];
  className?: string;
}

/**
 * What a quick order or a repeated order put in the cart, and code by code what it could not:
 * short stock, sold out or withdrawn with the reason, unknown codes, unreadable lines.
 */
export function QuickOrderReport({ result, malformed = [], className }: QuickOrderReportProps) {
  const added = result.added.length;
  const problems =
    result.shortfalls.length + result.unavailable.length + result.unknown.length + malformed.length;
  return (
    <div className={cx(styles.report, className)} role="status">
      <p className={styles.title}>
        {added
          ? `Se ${added === 1 ? 'añadió' : 'añadieron'} ${countOf(added, 'producto', 'productos')} al carrito.`
          : 'No se añadió ningún producto al carrito.'}
      </p>
      {problems ? (
        <ul role="list" className={styles.problems}>
          {result.shortfalls.map((s) => (
            <li key={`short-${s.productId}`}>
              {CART_STOCK_MESSAGES.limited(s.name, s.available, s.added)}
            </li>
          ))}
          {result.unavailable.map((u) => (
            <li key={`none-${u.sku}`}>
              {u.sku}: {u.reason}
            </li>
          ))}
          {result.unknown.length ? (
            <li>
              {result.unknown.length === 1
                ? 'No encontramos el código '
                : 'No encontramos los códigos '}
              {result.unknown.join(', ')}.
            </li>
          ) : null}
          {malformed.map((m) => (
            <li key={`line-${m.line}`}>
              Línea {m.line} («{m.text}»): no tiene un código y una cantidad.
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
