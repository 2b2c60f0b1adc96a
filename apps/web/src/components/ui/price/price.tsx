import { formatCop } from '@shop/shared';
import { cx } from '../../../utils/cx';
import { vatPercent } from '../../../utils/format';
import styles from './price.module.css';

interface PriceProps {
  /** The customer's unit price in whole pesos, before VAT. */
  amount: number;
  /** The product's VAT as a fraction; 0 reads 'Excluido de IVA'. */
  vat: number;
  /** '+ IVA 19 %' where there is room (product page, cart); '+ IVA' on cards. */
  showRate?: boolean;
  /** `sm` inherits the surrounding size (cart lines), `md` cards, `lg` the product page. */
  size?: 'sm' | 'md' | 'lg';
}

/** A unit price and its VAT note, the same way wherever a price is shown. */
export function Price({ amount, vat, showRate = false, size = 'md' }: PriceProps) {
  const note = vat > 0 ? (showRate ? `+ IVA ${vatPercent(vat)}` : '+ IVA') : 'Excluido de IVA';
  return (
    <>
      <span className={cx(styles.amount, styles[size])}>{formatCop(amount)}</span>{' '}
      <span className={cx(styles.vat, size === 'lg' && styles.vatLarge)}>{note}</span>
    </>
  );
}
