import type { FormEvent } from 'react';
import { Save } from 'lucide-react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  SELLER_REGIME_LABELS,
  SELLER_REGIMES,
  sellerStandingLine,
  TAX_MESSAGES,
  type AdminConfig,
} from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { CheckboxField } from '../../../components/ui/form/checkbox-field';
import { CityCombobox } from '../../../components/ui/form/city-combobox';
import { SelectField } from '../../../components/ui/form/select-field';
import { TextField } from '../../../components/ui/form/text-field';
import type { Viewer } from '../../../lib/query-keys';
import { useSaveConfig } from '../hooks/use-save-config';
import {
  nitHint,
  toSellerFormValues,
  validateSeller,
  type SellerFormValues,
} from '../utils/seller-form';
import styles from './config-page.module.css';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes/use-unsaved-changes';

const NO_CHANGES = 'No hay cambios en el perfil tributario de la tienda.';

interface SellerFormProps {
  viewer: Viewer;
  config: AdminConfig;
}

/**
 * 'La tienda como vendedora' (Configuración › Impuestos): NIT with its check digit, IVA regime,
 * autorretenedor and gran contribuyente, as every quote and order prints them. PATCH /api/config.
 */
export function SellerForm({ viewer, config }: SellerFormProps) {
  const stored = config.seller;
  const resolver: Resolver<SellerFormValues> = async (values) => {
    const { errors } = validateSeller(stored, values);
    if (!errors) return { values, errors: {} };
    const fieldErrors: FieldErrors<SellerFormValues> = {};
    for (const [field, message] of Object.entries(errors))
      fieldErrors[field as keyof SellerFormValues] = { type: 'validate', message };
    return { values: {}, errors: fieldErrors };
  };
  const form = useForm<SellerFormValues>({ resolver, defaultValues: toSellerFormValues(stored) });
  useUnsavedChanges(form.formState.isDirty && !form.formState.isSubmitting);
  const { control, register, handleSubmit, setError } = form;
  const errors = form.formState.errors;
  const update = useSaveConfig(viewer, {
    setError,
    fieldOf: (path) => path.replace(/^configData\.seller\./, '') as keyof SellerFormValues,
    noChanges: NO_CHANGES,
    saved: TAX_MESSAGES.sellerUpdated,
  });
  const nit = useWatch({ control, name: 'nit' });
  const hint = nitHint(nit ?? '');

  const save = async (values: SellerFormValues) => {
    const { changes } = validateSeller(stored, values);
    if (!changes) return;
    await update.send(Object.keys(changes).length === 0 ? {} : { seller: changes });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(save)(event);
  return (
    <section className={styles.card} aria-labelledby="taxes-seller">
      <h2 id="taxes-seller" className={styles.heading}>
        La tienda como vendedora
      </h2>
      <p className={styles.lead}>
        Así aparece en cada cotización y orden: {sellerStandingLine(stored)}.
      </p>
      <form noValidate onSubmit={onSubmit} aria-busy={update.isPending || undefined}>
        <fieldset className={styles.theme} disabled={update.isPending}>
          <legend className="visually-hidden">Perfil tributario de la tienda</legend>
          <div className={styles.fields}>
            <TextField
              label="NIT"
              inputMode="numeric"
              autoComplete="off"
              placeholder="900.544.472-2"
              error={errors.nit?.message ?? (hint && !hint.ok ? hint.text : undefined)}
              help={hint?.ok ? hint.text : 'Con el dígito de verificación después del guion.'}
              {...register('nit')}
            />
            <SelectField
              label="Régimen de IVA"
              error={errors.regime?.message}
              {...register('regime')}
            >
              {SELLER_REGIMES.map((regime) => (
                <option key={regime} value={regime}>
                  {SELLER_REGIME_LABELS[regime]}
                </option>
              ))}
            </SelectField>
            <TextField label="Dirección" error={errors.address?.message} {...register('address')} />
            <TextField label="Ciudad" error={errors.city?.message} {...register('city')} />
            <Controller
              control={control}
              name="municipalityCode"
              render={({ field }) => (
                <CityCombobox
                  ref={field.ref}
                  label="Municipio del establecimiento"
                  help="Donde se causa el ICA de sus ventas mientras la regla vigente sea la del establecimiento (Configuración › Impuestos)."
                  value={field.value || undefined}
                  onChange={(municipality) => field.onChange(municipality.municipalityDaneCode)}
                  onBlur={field.onBlur}
                  placeholder="Escriba para buscar el municipio"
                  error={errors.municipalityCode?.message}
                />
              )}
            />
            <TextField
              label="Teléfono"
              type="tel"
              error={errors.phone?.message}
              {...register('phone')}
            />
            <TextField
              label="Correo de facturación"
              type="email"
              error={errors.email?.message}
              {...register('email')}
            />
          </div>
          <CheckboxField
            role="switch"
            label="Autorretenedor (resolución DIAN): los compradores no le practican ReteFuente"
            {...register('autorretenedor')}
          />
          <CheckboxField
            role="switch"
            label="Gran contribuyente"
            {...register('granContribuyente')}
          />
        </fieldset>
        <div className={styles.cardActions}>
          <Button
            type="submit"
            icon={<Save size={16} aria-hidden="true" />}
            isLoading={update.isPending}
          >
            Guardar datos de la tienda
          </Button>
        </div>
      </form>
    </section>
  );
}
