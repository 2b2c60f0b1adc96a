import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { formatCop, RETEICA_AGENT_LABELS, RETEICA_AGENTS } from '@shop/shared';
import { CheckboxField } from '../../../components/ui/form/checkbox-field';
import { CityCombobox } from '../../../components/ui/form/city-combobox';
import { SelectField } from '../../../components/ui/form/select-field';
import { TextField } from '../../../components/ui/form/text-field';
import { basePesos, isInForce, type TaxRulesFormValues } from '../utils/tax-rules-form';
import { RuleRow, TableSection } from './rule-rows';
import type { TableProps } from './table-props';
import { InPesos } from './withholdings-table';
import styles from './tax-page.module.css';

type Row = TaxRulesFormValues['reteIca'][number];
const samePlace = (a: Row, b: Row) => a.municipalityCode === b.municipalityCode;
const placeOf = (row: Row) => row.municipalityName ?? row.municipalityCode ?? 'Demás municipios';

/** 'ReteICA por municipio': per-mil, base and who withholds, per municipality or for the rest. */
export function ReteIcaTable({ control, register, setValue, errors, today, uvt }: TableProps) {
  const rows = useFieldArray({ control, name: 'reteIca' });
  const typed = useWatch({ control, name: 'reteIca' });
  const year = today.slice(0, 4);
  const current = typed.filter((_, i) => isInForce(typed, today, samePlace, i));
  return (
    <TableSection
      id="taxes-reteica"
      title="ReteICA por municipio"
      lead="Tarifa por mil sobre el subtotal, según el municipio del comprador. 'Demás municipios' se aplica donde no haya una regla propia."
      today={
        current.length ? (
          current.map((row, i) => {
            const pesos = basePesos(row.baseUvt, uvt);
            return (
              <span key={`${row.municipalityCode}-${i}`}>
                <strong>{row.municipalityCode === null ? 'Demás municipios' : placeOf(row)}</strong>
                : {row.perMil} ‰ desde {row.baseUvt} UVT
                {pesos !== null ? <> = {formatCop(pesos)}</> : null} (vigente desde el{' '}
                {row.validFrom})
              </span>
            );
          })
        ) : (
          <span>Ninguna regla vigente hoy: no se calcula ReteICA.</span>
        )
      }
      error={errors.reteIca?.root?.message}
      addLabel="Agregar municipio"
      onAdd={() =>
        rows.append({
          municipalityCode: '',
          municipalityName: null,
          validFrom: today,
          perMil: '',
          baseUvt: '',
          agents: 'WITHHOLDING_AGENTS',
          source: '',
        })
      }
    >
      {rows.fields.map((field, i) => {
        const row = typed[i];
        const isDefault = row?.municipalityCode === null;
        return (
          <RuleRow
            key={field.id}
            legend={`ReteICA ${row ? (isDefault ? 'Demás municipios' : (row.municipalityName ?? i + 1)) : i + 1}`}
            inForce={isInForce(typed, today, samePlace, i)}
            onRemove={() => rows.remove(i)}
          >
            <div className={styles.wide}>
              <CheckboxField
                label="Demás municipios (sin regla propia)"
                checked={isDefault}
                onChange={(e) => {
                  setValue(`reteIca.${i}.municipalityCode`, e.currentTarget.checked ? null : '');
                  setValue(`reteIca.${i}.municipalityName`, null);
                }}
              />
            </div>
            {isDefault ? null : (
              <div className={styles.wide}>
                <Controller
                  control={control}
                  name={`reteIca.${i}.municipalityCode`}
                  render={({ field: city }) => (
                    <CityCombobox
                      ref={city.ref}
                      value={city.value ?? undefined}
                      onBlur={city.onBlur}
                      placeholder="Escriba para buscar el municipio"
                      error={errors.reteIca?.[i]?.municipalityCode?.message}
                      onChange={(municipality) => {
                        city.onChange(municipality.municipalityDaneCode);
                        setValue(`reteIca.${i}.municipalityName`, municipality.municipality);
                      }}
                    />
                  )}
                />
              </div>
            )}
            <TextField
              label="Vigente desde"
              type="date"
              error={errors.reteIca?.[i]?.validFrom?.message}
              {...register(`reteIca.${i}.validFrom`)}
            />
            <TextField
              label="Tarifa por mil"
              inputMode="decimal"
              autoComplete="off"
              suffix="‰"
              error={errors.reteIca?.[i]?.perMil?.message}
              {...register(`reteIca.${i}.perMil`)}
            />
            <TextField
              label="Base"
              inputMode="decimal"
              autoComplete="off"
              suffix="UVT"
              help={<InPesos base={row?.baseUvt ?? ''} uvt={uvt} year={year} />}
              error={errors.reteIca?.[i]?.baseUvt?.message}
              {...register(`reteIca.${i}.baseUvt`)}
            />
            <SelectField
              label="Quiénes retienen"
              fieldClassName={styles.kind}
              error={errors.reteIca?.[i]?.agents?.message}
              defaultValue={field.agents}
              {...register(`reteIca.${i}.agents`)}
            >
              {RETEICA_AGENTS.map((agents) => (
                <option key={agents} value={agents}>
                  {RETEICA_AGENT_LABELS[agents]}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Norma"
              fieldClassName={styles.wide}
              error={errors.reteIca?.[i]?.source?.message}
              {...register(`reteIca.${i}.source`)}
            />
          </RuleRow>
        );
      })}
    </TableSection>
  );
}
