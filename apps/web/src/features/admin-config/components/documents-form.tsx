import type { FormEvent } from 'react';
import { Plus, Save, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BANK_ACCOUNT_TYPE_LABELS,
  BANK_ACCOUNT_TYPES,
  BANK_ACCOUNTS_MAX,
  DOCUMENT_TERM_KEYS,
  DOCUMENT_TERM_LABELS,
  DOCUMENT_TERM_MAX,
  type AdminConfig,
} from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { SelectField } from '../../../components/ui/form/select-field';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { TextField } from '../../../components/ui/form/text-field';
import type { Viewer } from '../../../lib/query-keys';
import { useSaveConfig } from '../hooks/use-save-config';
import {
  documentsChanges,
  DocumentsFormSchema,
  emptyAccount,
  toDocumentsFormValues,
  type DocumentsFormValues,
} from '../utils/documents-form';
import styles from './config-page.module.css';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes/use-unsaved-changes';

const NO_CHANGES = 'No hay cambios en las condiciones ni en las cuentas bancarias.';

const TERM_HELP: Record<(typeof DOCUMENT_TERM_KEYS)[number], string> = {
  deliveryTime: 'Cuándo se despacha y cuánto tarda la entrega.',
  warranty: 'Plazo, qué cubre y cómo se solicita.',
  paymentTerms: 'Anticipado, contra entrega, crédito a 30 días…',
};

/**
 * 'Documentos' (Configuración): the delivery time, warranty and payment terms every quote and
 * order prints, and the accounts an order paid by transfer prints. Saved on their own, PATCH
 * /api/config with only what changed (the accounts as a whole list).
 */
export function DocumentsForm({ viewer, config }: { viewer: Viewer; config: AdminConfig }) {
  const form = useForm<DocumentsFormValues>({
    // Raw values: the page keeps the NIT as typed, with its digit, which is what the API takes.
    resolver: zodResolver(DocumentsFormSchema, undefined, {
      raw: true,
    }) as unknown as Resolver<DocumentsFormValues>,
    defaultValues: toDocumentsFormValues(config),
  });
  const { control, register, handleSubmit, setError } = form;
  useUnsavedChanges(form.formState.isDirty && !form.formState.isSubmitting);
  const errors = form.formState.errors;
  const accounts = useFieldArray({ control, name: 'bankAccounts' });
  const update = useSaveConfig(viewer, {
    setError,
    fieldOf: (path) => path.replace(/^configData\./, '') as Path<DocumentsFormValues>,
    noChanges: NO_CHANGES,
  });

  const save = (values: DocumentsFormValues) => update.send(documentsChanges(config, values));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(save)(event);
  const listError = errors.bankAccounts?.root?.message ?? errors.bankAccounts?.message;
  return (
    <section className={styles.card} aria-labelledby="config-documents">
      <h2 id="config-documents" className={styles.heading}>
        Documentos
      </h2>
      <p className={styles.lead}>
        Cada cotización y orden imprime estas condiciones; las órdenes pagadas por transferencia,
        también las cuentas. Un texto vacío no se imprime.
      </p>
      <form noValidate onSubmit={onSubmit} aria-busy={update.isPending || undefined}>
        <fieldset className={styles.theme} disabled={update.isPending}>
          <legend className="visually-hidden">Condiciones comerciales</legend>
          {DOCUMENT_TERM_KEYS.map((key) => (
            <TextAreaField
              key={key}
              label={DOCUMENT_TERM_LABELS[key]}
              rows={4}
              maxLength={DOCUMENT_TERM_MAX}
              help={`${TERM_HELP[key]} Hasta ${DOCUMENT_TERM_MAX} caracteres.`}
              error={errors.documentTerms?.[key]?.message}
              {...register(`documentTerms.${key}`)}
            />
          ))}
        </fieldset>
        <fieldset className={styles.theme} disabled={update.isPending}>
          <legend className={styles.subheading}>Cuentas para transferencias</legend>
          {accounts.fields.length === 0 ? (
            <p className={styles.lead}>
              Sin cuentas, la orden indica al cliente que solicite los datos de pago al correo de
              facturación de la tienda.
            </p>
          ) : null}
          {accounts.fields.map((field, index) => {
            const fieldErrors = errors.bankAccounts?.[index];
            return (
              <div
                key={field.id}
                className={styles.fields}
                role="group"
                aria-label={`Cuenta ${index + 1}`}
              >
                <TextField
                  label="Banco"
                  autoComplete="off"
                  error={fieldErrors?.bank?.message}
                  defaultValue={field.bank}
                  {...register(`bankAccounts.${index}.bank`)}
                />
                <SelectField
                  label="Tipo de cuenta"
                  error={fieldErrors?.accountType?.message}
                  defaultValue={field.accountType}
                  {...register(`bankAccounts.${index}.accountType`)}
                >
                  <option value="">Seleccione…</option>
                  {BANK_ACCOUNT_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {BANK_ACCOUNT_TYPE_LABELS[type]}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  label="Número de cuenta"
                  inputMode="numeric"
                  autoComplete="off"
                  error={fieldErrors?.number?.message}
                  defaultValue={field.number}
                  {...register(`bankAccounts.${index}.number`)}
                />
                <TextField
                  label="Titular"
                  autoComplete="off"
                  error={fieldErrors?.holder?.message}
                  defaultValue={field.holder}
                  {...register(`bankAccounts.${index}.holder`)}
                />
                <TextField
                  label="NIT del titular"
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="900.544.472-2"
                  error={fieldErrors?.holderNit?.message}
                  defaultValue={field.holderNit}
                  {...register(`bankAccounts.${index}.holderNit`)}
                />
                <div className={styles.cardActions}>
                  <Button
                    type="button"
                    variant="secondary"
                    icon={<Trash2 size={16} aria-hidden="true" />}
                    onClick={() => accounts.remove(index)}
                  >
                    Quitar la cuenta {index + 1}
                  </Button>
                </div>
              </div>
            );
          })}
          {listError ? (
            <p className={styles.error} role="alert">
              {listError}
            </p>
          ) : null}
          {accounts.fields.length < BANK_ACCOUNTS_MAX ? (
            <Button
              type="button"
              variant="secondary"
              icon={<Plus size={16} aria-hidden="true" />}
              onClick={() => accounts.append(emptyAccount(config))}
            >
              Agregar una cuenta
            </Button>
          ) : null}
        </fieldset>
        <div className={styles.cardActions}>
          <Button
            type="submit"
            icon={<Save size={16} aria-hidden="true" />}
            isLoading={update.isPending}
          >
            Guardar condiciones y cuentas
          </Button>
        </div>
      </form>
    </section>
  );
}
