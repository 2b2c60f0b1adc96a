import { useRef, type FormEvent } from 'react';
import { Save } from 'lucide-react';
import { useForm, useWatch, type FieldErrors, type Path, type Resolver } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { bogotaDate, TAX_MESSAGES, type TaxRulesView } from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { isApiError } from '../../../lib/api-client';
import type { Viewer } from '../../../lib/query-keys';
import { useUpdateTaxRules } from '../api/update-tax-rules';
import {
  fieldOfIssue,
  toFormValues,
  uvtOfYear,
  validateTaxRules,
  type TaxRulesFormValues,
} from '../utils/tax-rules-form';
import { IcaPlaceTable } from './ica-place-table';
import { IvaCapsTable } from './iva-caps-table';
import { ReteIcaTable } from './reteica-table';
import { UvtTable } from './uvt-table';
import { WithholdingsTable } from './withholdings-table';
import styles from './tax-page.module.css';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes/use-unsaved-changes';

const SAVE_FAILED = 'No se pudieron guardar las reglas de impuestos. Intente nuevamente.';
const REFUSED = 'Revise los campos marcados: las reglas no se guardaron.';

/** RHF's errors object from the page's own check: 'withholdings.2.validFrom' → nested. */
const resolver: Resolver<TaxRulesFormValues> = async (values) => {
  const { errors } = validateTaxRules(values);
  if (!errors) return { values, errors: {} };
  const nested: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(errors)) {
    const keys = path.split('.');
    let node = nested;
    keys.slice(0, -1).forEach((key) => {
      node = (node[key] ??= {}) as Record<string, unknown>;
    });
    node[keys.at(-1)!] = { type: 'validate', message };
  }
  return { values: {}, errors: nested as FieldErrors<TaxRulesFormValues> };
};

interface TaxRulesFormProps {
  viewer: Viewer;
  view: TaxRulesView;
}

/**
 * Configuración › Impuestos: the four dated tables edited together and saved at once (PUT) with
 * the reason, each showing what applies today and its bases in pesos.
 */
export function TaxRulesForm({ viewer, view }: TaxRulesFormProps) {
  const form = useForm<TaxRulesFormValues>({ resolver, defaultValues: toFormValues(view) });
  useUnsavedChanges(form.formState.isDirty && !form.formState.isSubmitting);
  const { control, register, setValue, handleSubmit, setError } = form;
  const errors = form.formState.errors;
  const update = useUpdateTaxRules(viewer);
  const sending = useRef(false);
  const today = bogotaDate();
  const uvtRows = useWatch({ control, name: 'uvt' });
  const uvt = uvtOfYear({ uvt: uvtRows }, Number(today.slice(0, 4)));

  const save = async (values: TaxRulesFormValues) => {
    const { body } = validateTaxRules(values);
    if (!body || sending.current) return;
    sending.current = true;
    try {
      // The page starts again from the stored table (a new form, keyed by its time).
      await update.mutateAsync(body);
      toast.success(TAX_MESSAGES.updated);
    } catch (error) {
      if (isApiError(error) && error.status === 422) toast.info(error.message);
      else if (isApiError(error) && error.status >= 400 && error.status < 500) {
        error.issues.forEach((issue, i) =>
          setError(
            fieldOfIssue(issue.path) as Path<TaxRulesFormValues>,
            { message: issue.message },
            { shouldFocus: i === 0 },
          ),
        );
        toast.error(error.issues.length ? REFUSED : error.message);
      } else toast.error(SAVE_FAILED);
    } finally {
      sending.current = false;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void handleSubmit(save, () => toast.error(REFUSED))(event);
  const table = { control, register, setValue, errors, today, uvt };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      aria-busy={update.isPending || undefined}
    >
      <fieldset className={styles.form} disabled={update.isPending}>
        <legend className="visually-hidden">Reglas de impuestos</legend>
        <UvtTable {...table} />
        <WithholdingsTable {...table} />
        <IvaCapsTable {...table} />
        <ReteIcaTable {...table} />
        <IcaPlaceTable {...table} />
      </fieldset>
      {errors.root?.server?.message ? (
        <p className={styles.tableError} role="alert">
          {errors.root.server.message}
        </p>
      ) : null}
      <div className={styles.saveBar}>
        <div className={styles.reason}>
          <TextAreaField
            label="Motivo del cambio"
            rows={2}
            maxLength={500}
            placeholder="Por ejemplo: Resolución DIAN 000238 de 2025 (UVT 2026)"
            error={errors.reason?.message}
            {...register('reason')}
          />
        </div>
        <Button
          type="submit"
          icon={<Save size={16} aria-hidden="true" />}
          isLoading={update.isPending}
        >
          Guardar reglas
        </Button>
      </div>
    </form>
  );
}
