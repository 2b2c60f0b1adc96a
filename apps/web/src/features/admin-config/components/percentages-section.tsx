import { useWatch, type Control } from 'react-hook-form';
import { Link } from 'react-router';
import { CLIENT_TYPE_LABELS, CLIENT_TYPES, percentToFraction } from '@shop/shared';
import { TextField } from '../../../components/ui/form/text-field';
import { paths } from '../../../config/paths';
import { parsePercent, type ConfigFormValues } from '../utils/config-form';
import type { SectionProps } from './section-props';
import styles from './config-page.module.css';

const fractionText = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 5 });

/** What a typed percentage is stored as, shown under the field ('Se guarda como 0,025'). */
function StoredAs({ control, name }: { control: Control<ConfigFormValues>; name: string }) {
  const value = useWatch({ control, name: name as `extraPercentage.${'GOVERMENT'}` });
  const percent = parsePercent(value ?? '');
  return percent === null ? null : (
    <>Se guarda como {fractionText.format(percentToFraction(percent))}</>
  );
}

/**
 * 'Porcentajes': the extra each client type pays, in %. The withholdings moved to Configuración ›
 * Impuestos, where each rate has its valid-from date and its legal source.
 */
export function PercentagesSection({ control, register, errors, disabled }: SectionProps) {
  const field = (name: `extraPercentage.${string}`) => ({
    ...register(name as `extraPercentage.${'GOVERMENT'}`),
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    suffix: '%',
    disabled,
    help: <StoredAs control={control} name={name} />,
  });
  return (
    <section className={styles.card} aria-labelledby="config-percentages">
      <h2 id="config-percentages" className={styles.heading}>
        Porcentaje adicional por tipo de cliente
      </h2>
      <p className={styles.lead}>
        Escriba porcentajes (2,5 para 2,5 %); se guardan como fracciones con cinco decimales. Las
        retenciones (ReteFuente, ReteIVA, ReteICA) se configuran en{' '}
        <Link to={paths.dashboardTaxes.getHref()}>Impuestos</Link>, con su fecha de vigencia.
      </p>
      <div className={styles.fields}>
        {CLIENT_TYPES.map((type) => (
          <TextField
            key={type}
            label={CLIENT_TYPE_LABELS[type]}
            error={errors.extraPercentage?.[type]?.message}
            {...field(`extraPercentage.${type}`)}
          />
        ))}
      </div>
    </section>
  );
}
