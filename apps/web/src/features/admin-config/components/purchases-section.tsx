import { useWatch, type Control } from 'react-hook-form';
import { formatCop } from '@shop/shared';
import { TextField } from '../../../components/ui/form/text-field';
import { parsePesos, type ConfigFormValues } from '../utils/config-form';
import type { SectionProps } from './section-props';
import styles from './config-page.module.css';

function AsPesos({
  control,
  name,
}: {
  control: Control<ConfigFormValues>;
  name: 'minimumPurchase';
}) {
  const pesos = parsePesos(useWatch({ control, name }));
  return pesos === null ? null : <>{formatCop(pesos)}</>;
}

/**
 * 'Compras': the minimum purchase in COP and how long a quote keeps its prices (the withholding
 * bases are in UVT, under Impuestos).
 */
export function PurchasesSection({ control, register, errors, disabled }: SectionProps) {
  return (
    <section className={styles.card} aria-labelledby="config-purchases">
      <h2 id="config-purchases" className={styles.heading}>
        Compras
      </h2>
      <p className={styles.lead}>Valores en pesos colombianos, sin centavos.</p>
      <div className={styles.fields}>
        <TextField
          label="Compra mínima"
          inputMode="numeric"
          autoComplete="off"
          suffix="COP"
          disabled={disabled}
          error={errors.minimumPurchase?.message}
          help={<AsPesos control={control} name="minimumPurchase" />}
          {...register('minimumPurchase')}
        />
        <TextField
          label="Vigencia de las cotizaciones"
          inputMode="numeric"
          autoComplete="off"
          suffix="días"
          disabled={disabled}
          error={errors.quoteValidityDays?.message}
          help="Una cotización vencida se convierte en orden solo si el cliente acepta los totales de ese día."
          {...register('quoteValidityDays')}
        />
      </div>
    </section>
  );
}
