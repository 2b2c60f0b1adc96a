import { useFieldArray, useWatch } from 'react-hook-form';
import { formatCop, IVA_CAP_KINDS, type IvaCapKind } from '@shop/shared';
import { SelectField } from '../../../components/ui/form/select-field';
import { TextField } from '../../../components/ui/form/text-field';
import { capPesos, isInForce, type TaxRulesFormValues } from '../utils/tax-rules-form';
import { RuleRow, TableSection } from './rule-rows';
import type { TableProps } from './table-props';
import { InPesos } from './withholdings-table';
import styles from './tax-page.module.css';

type Row = TaxRulesFormValues['ivaCaps'][number];
/** The goods of art. 424 num. 5, without the cap the class label carries (it is the cell beside). */
const CAP_KIND_LABELS: Record<IvaCapKind, string> = {
  COMPUTER: 'Computador personal',
  SMART_MOBILE: 'Celular inteligente o tableta',
};
const sameKind = (a: Row, b: Row) => a.kind === b.kind;

/** 'Topes de exclusión (art. 424)': computers and smartphones are excluded up to their cap. */
export function IvaCapsTable({ control, register, errors, today, uvt }: TableProps) {
  const rows = useFieldArray({ control, name: 'ivaCaps' });
  const typed = useWatch({ control, name: 'ivaCaps' });
  const year = today.slice(0, 4);
  return (
    <TableSection
      id="taxes-caps"
      title="Topes de exclusión de IVA (art. 424 num. 5 E.T.)"
      lead="Un computador personal o un celular inteligente o tableta no paga IVA mientras su precio antes de IVA no supere el tope en UVT del año; por encima paga la tarifa general. El tope en pesos es el valor exacto (UVT × valor de la UVT), sin la aproximación del art. 868 E.T."
      today={IVA_CAP_KINDS.map((kind) => {
        const i = typed.findIndex(
          (r, index) => r.kind === kind && isInForce(typed, today, sameKind, index),
        );
        const row = typed[i];
        const pesos = row ? capPesos(row.capUvt, uvt) : null;
        return (
          <span key={kind}>
            <strong>{CAP_KIND_LABELS[kind]}</strong>:{' '}
            {row ? (
              <>
                hasta {row.capUvt} UVT{pesos !== null ? <> = {formatCop(pesos)}</> : null} (vigente
                desde el {row.validFrom})
              </>
            ) : (
              'sin tope vigente hoy: paga IVA general'
            )}
          </span>
        );
      })}
      error={errors.ivaCaps?.root?.message}
      addLabel="Agregar tope"
      onAdd={() => rows.append({ kind: 'COMPUTER', validFrom: today, capUvt: '', source: '' })}
    >
      {rows.fields.map((field, i) => (
        <RuleRow
          key={field.id}
          legend={`Tope ${i + 1}`}
          inForce={isInForce(typed, today, sameKind, i)}
          onRemove={() => rows.remove(i)}
        >
          <SelectField
            label="Bien"
            fieldClassName={styles.kind}
            error={errors.ivaCaps?.[i]?.kind?.message}
            defaultValue={field.kind}
            {...register(`ivaCaps.${i}.kind`)}
          >
            {IVA_CAP_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {CAP_KIND_LABELS[kind]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Vigente desde"
            type="date"
            error={errors.ivaCaps?.[i]?.validFrom?.message}
            {...register(`ivaCaps.${i}.validFrom`)}
          />
          <TextField
            label="Tope"
            inputMode="decimal"
            autoComplete="off"
            suffix="UVT"
            help={<InPesos cap base={typed[i]?.capUvt ?? ''} uvt={uvt} year={year} />}
            error={errors.ivaCaps?.[i]?.capUvt?.message}
            {...register(`ivaCaps.${i}.capUvt`)}
          />
          <TextField
            label="Norma"
            fieldClassName={styles.wide}
            error={errors.ivaCaps?.[i]?.source?.message}
            {...register(`ivaCaps.${i}.source`)}
          />
        </RuleRow>
      ))}
    </TableSection>
  );
}
