import { useFieldArray, useWatch } from 'react-hook-form';
import { formatCop } from '@shop/shared';
import { TextField } from '../../../components/ui/form/text-field';
import { RuleRow, TableSection } from './rule-rows';
import type { TableProps } from './table-props';
import styles from './tax-page.module.css';

/** 'UVT por año': the value DIAN fixes each year, the unit every base and cap is stated in. */
export function UvtTable({ control, register, errors, today, uvt }: TableProps) {
  const rows = useFieldArray({ control, name: 'uvt' });
  const typed = useWatch({ control, name: 'uvt' });
  const year = today.slice(0, 4);
  return (
    <TableSection
      id="taxes-uvt"
      title="UVT por año"
      lead="Valor de la Unidad de Valor Tributario que fija la DIAN cada año, en pesos enteros. Las bases de las retenciones se pasan a pesos con la del año del documento, aproximadas según el art. 868 E.T.; los topes de exclusión de IVA se comparan con el valor exacto."
      today={
        uvt === null ? (
          <span>
            Falta la UVT de <strong>{year}</strong>: sin ella no se pueden calcular las bases en
            pesos de este año.
          </span>
        ) : (
          <span>
            UVT de <strong>{year}</strong>: <strong>{formatCop(uvt)}</strong>
          </span>
        )
      }
      error={errors.uvt?.root?.message}
      addLabel="Agregar año"
      onAdd={() => rows.append({ year: String(Number(year) + 1), value: '', source: '' })}
    >
      {rows.fields.map((field, i) => (
        <RuleRow
          key={field.id}
          legend={`UVT ${typed[i]?.year || i + 1}`}
          inForce={typed[i]?.year.trim() === year}
          inForceLabel="Año en curso"
          onRemove={() => rows.remove(i)}
        >
          <TextField
            label="Año"
            inputMode="numeric"
            autoComplete="off"
            error={errors.uvt?.[i]?.year?.message}
            {...register(`uvt.${i}.year`)}
          />
          <TextField
            label="Valor (COP)"
            inputMode="numeric"
            autoComplete="off"
            error={errors.uvt?.[i]?.value?.message}
            {...register(`uvt.${i}.value`)}
          />
          <TextField
            label="Norma"
            fieldClassName={styles.wide}
            error={errors.uvt?.[i]?.source?.message}
            {...register(`uvt.${i}.source`)}
          />
        </RuleRow>
      ))}
    </TableSection>
  );
}
