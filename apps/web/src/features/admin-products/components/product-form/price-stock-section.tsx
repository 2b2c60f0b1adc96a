import { useWatch } from 'react-hook-form';
import { bogotaDate, IVA_CLASS_LABELS, IVA_CLASSES } from '@shop/shared';
import { CheckboxField } from '../../../../components/ui/form/checkbox-field';
import { SelectField } from '../../../../components/ui/form/select-field';
import { TextField } from '../../../../components/ui/form/text-field';
import layout from '../../../../components/ui/form/form-layout.module.css';
import { useIvaCaps } from '../../api/get-iva-caps';
import { ivaCapHint } from '../../utils/iva-cap-hint';
import { FormSection } from './form-section';
import type { ProductFormSectionProps } from './use-product-form';

/** 'Precio e inventario': base price, IVA class with today's cap, stock, its minimum, for sale. */
export function PriceStockSection({
  form: { register, control },
  error,
  disabled,
}: ProductFormSectionProps) {
  const ivaClass = useWatch({ control, name: 'ivaClass' });
  const ivaCaps = useIvaCaps();
  return (
    <FormSection legend="Precio e inventario" disabled={disabled}>
      <div className={layout.grid}>
        <TextField
          label="Precio base (COP)"
          inputMode="numeric"
          help="En pesos, sin IVA ni decimales: 289900."
          error={error('price')}
          {...register('price')}
        />
        <SelectField
          label="Clase de IVA"
          help={ivaCapHint(ivaClass, bogotaDate(), ivaCaps.data) ?? undefined}
          error={error('ivaClass')}
          {...register('ivaClass')}
        >
          {IVA_CLASSES.map((value) => (
            <option key={value} value={value}>
              {IVA_CLASS_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Stock"
          inputMode="numeric"
          error={error('stock')}
          {...register('stock')}
        />
        <TextField
          label="Stock mínimo"
          inputMode="numeric"
          help="Por debajo de este número aparece en 'Monitorear Stock'."
          error={error('minimumStock')}
          {...register('minimumStock')}
        />
      </div>
      <CheckboxField
        label="Disponible para la venta (desmarque para retirarlo de la tienda)"
        {...register('available')}
      />
    </FormSection>
  );
}
