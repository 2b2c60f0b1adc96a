import { useFieldArray, useWatch } from 'react-hook-form';
import { ICA_PLACE_BASES, ICA_PLACE_BASIS_LABELS } from '@shop/shared';
import { SelectField } from '../../../components/ui/form/select-field';
import { TextField } from '../../../components/ui/form/text-field';
import { isInForce } from '../utils/tax-rules-form';
import { RuleRow, TableSection } from './rule-rows';
import type { TableProps } from './table-props';
import styles from './tax-page.module.css';

const everyRow = () => true;

/**
 * 'Dónde se causa el ICA' (docs/taxes.md): which municipality's ReteICA a sale follows, a
 * reading of Ley 1819 de 2016 art. 343 the accountant makes and dates.
 */
export function IcaPlaceTable({ control, register, errors, today }: TableProps) {
  const rows = useFieldArray({ control, name: 'icaPlace' });
  const typed = useWatch({ control, name: 'icaPlace' });
  const current = typed.find((_, i) => isInForce(typed, today, everyRow, i));
  return (
    <TableSection
      id="taxes-ica-place"
      title="Dónde se causa el ICA (Ley 1819 de 2016, art. 343)"
      lead="El ICA de una venta se causa en el municipio del establecimiento del vendedor (num. 2 lit. a). Para las ventas en línea, el lit. c habla del lugar de despacho de la mercancía, que unos leen como el origen y otros como el destino. Elija la lectura de su contador y desde qué fecha aplica: el comprador retiene ICA solo si está en ese municipio, con la tarifa que el municipio tenga registrada."
      today={
        current ? (
          <span>
            <strong>{ICA_PLACE_BASIS_LABELS[current.basis]}</strong> (vigente desde el{' '}
            {current.validFrom})
          </span>
        ) : (
          <span>Sin regla vigente hoy: no se practica ReteICA.</span>
        )
      }
      error={errors.icaPlace?.root?.message ?? errors.icaPlace?.message}
      addLabel="Agregar regla"
      onAdd={() => rows.append({ validFrom: today, basis: 'SELLER_ESTABLISHMENT', source: '' })}
    >
      {rows.fields.map((field, i) => (
        <RuleRow
          key={field.id}
          legend={`Regla ${i + 1}`}
          inForce={isInForce(typed, today, everyRow, i)}
          onRemove={() => rows.remove(i)}
        >
          <SelectField
            label="Municipio donde se causa"
            fieldClassName={styles.kind}
            error={errors.icaPlace?.[i]?.basis?.message}
            defaultValue={field.basis}
            {...register(`icaPlace.${i}.basis`)}
          >
            {ICA_PLACE_BASES.map((basis) => (
              <option key={basis} value={basis}>
                {ICA_PLACE_BASIS_LABELS[basis]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Vigente desde"
            type="date"
            error={errors.icaPlace?.[i]?.validFrom?.message}
            {...register(`icaPlace.${i}.validFrom`)}
          />
          <TextField
            label="Norma"
            fieldClassName={styles.wide}
            error={errors.icaPlace?.[i]?.source?.message}
            {...register(`icaPlace.${i}.source`)}
          />
        </RuleRow>
      ))}
    </TableSection>
  );
}
