import { useFieldArray, useWatch } from 'react-hook-form';
import {
  formatCop,
  percentToFraction,
  WITHHOLDING_KIND_LABELS,
  WITHHOLDING_KINDS,
} from '@shop/shared';
import { SelectField } from '../../../components/ui/form/select-field';
import { TextField } from '../../../components/ui/form/text-field';
import {
  basePesos,
  capPesos,
  formatDecimal,
  isInForce,
  parseDecimal,
  type TaxRulesFormValues,
} from '../utils/tax-rules-form';
import { RuleRow, TableSection } from './rule-rows';
import type { TableProps } from './table-props';
import styles from './tax-page.module.css';

type Row = TaxRulesFormValues['withholdings'][number];
const sameKind = (a: Row, b: Row) => a.kind === b.kind;

/**
 * '= $ 524.000 en 2026' under a base in UVT, when the UVT of the year is known; for an IVA cap
 * (`cap`), the exact '= $ 2.618.700 en 2026'.
 */
export function InPesos({
  base,
  uvt,
  year,
  cap = false,
}: {
  base: string;
  uvt: number | null;
  year: string;
  cap?: boolean;
}) {
  const pesos = (cap ? capPesos : basePesos)(base, uvt);
  return pesos === null ? null : (
    <>
      = {formatCop(pesos)} en {year}
    </>
  );
}

/** 'Retenciones': ReteFuente on purchases and ReteIVA, each from a date, with its base in UVT. */
export function WithholdingsTable({ control, register, errors, today, uvt }: TableProps) {
  const rows = useFieldArray({ control, name: 'withholdings' });
  const typed = useWatch({ control, name: 'withholdings' });
  const year = today.slice(0, 4);
  const current = WITHHOLDING_KINDS.map((kind) => {
    const i = typed.findIndex(
      (row, index) => row.kind === kind && isInForce(typed, today, sameKind, index),
    );
    return { kind, row: typed[i] };
  });
  return (
    <TableSection
      id="taxes-withholdings"
      title="Retenciones"
      lead="ReteFuente: tarifa sobre el subtotal; ReteIVA: tarifa sobre el IVA. Escriba la tarifa en porcentaje (2,5 para 2,5 %) y la base mínima en UVT."
      today={current.map(({ kind, row }) => (
        <span key={kind}>
          <strong>{WITHHOLDING_KIND_LABELS[kind]}</strong>:{' '}
          {row ? (
            <>
              {row.ratePercent} % desde {row.baseUvt} UVT
              {basePesos(row.baseUvt, uvt) !== null ? (
                <> = {formatCop(basePesos(row.baseUvt, uvt)!)}</>
              ) : null}{' '}
              (vigente desde el {row.validFrom})
            </>
          ) : (
            'ninguna regla vigente hoy'
          )}
        </span>
      ))}
      error={errors.withholdings?.root?.message}
      addLabel="Agregar retención"
      onAdd={() =>
        rows.append({
          kind: 'RETEFUENTE_COMPRAS',
          validFrom: today,
          ratePercent: '',
          baseUvt: '',
          source: '',
        })
      }
    >
      {rows.fields.map((field, i) => {
        const row = typed[i];
        const percent = parseDecimal(row?.ratePercent ?? '');
        return (
          <RuleRow
            key={field.id}
            legend={`Retención ${i + 1}`}
            inForce={isInForce(typed, today, sameKind, i)}
            onRemove={() => rows.remove(i)}
          >
            <SelectField
              label="Tipo"
              fieldClassName={styles.kind}
              error={errors.withholdings?.[i]?.kind?.message}
              defaultValue={field.kind}
              {...register(`withholdings.${i}.kind`)}
            >
              {WITHHOLDING_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {WITHHOLDING_KIND_LABELS[kind]}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Vigente desde"
              type="date"
              error={errors.withholdings?.[i]?.validFrom?.message}
              {...register(`withholdings.${i}.validFrom`)}
            />
            <TextField
              label="Tarifa"
              inputMode="decimal"
              autoComplete="off"
              suffix="%"
              help={
                Number.isFinite(percent)
                  ? `Se guarda como ${formatDecimal(percentToFraction(percent))}`
                  : undefined
              }
              error={errors.withholdings?.[i]?.ratePercent?.message}
              {...register(`withholdings.${i}.ratePercent`)}
            />
            <TextField
              label="Base"
              inputMode="decimal"
              autoComplete="off"
              suffix="UVT"
              help={<InPesos base={row?.baseUvt ?? ''} uvt={uvt} year={year} />}
              error={errors.withholdings?.[i]?.baseUvt?.message}
              {...register(`withholdings.${i}.baseUvt`)}
            />
            <TextField
              label="Norma"
              fieldClassName={styles.wide}
              error={errors.withholdings?.[i]?.source?.message}
              {...register(`withholdings.${i}.source`)}
            />
          </RuleRow>
        );
      })}
    </TableSection>
  );
}
