import type { FormEvent } from 'react';
import { Copy, Save } from 'lucide-react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import {
  WOMPI_ENVIRONMENT_LABELS,
  WOMPI_ENVIRONMENTS,
  WOMPI_KEY_ARTICLES,
  WOMPI_KEY_LABELS,
  WOMPI_KEY_NAMES,
  type AdminConfig,
  type WompiKeyName,
} from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { CheckboxField } from '../../../components/ui/form/checkbox-field';
import { SelectField } from '../../../components/ui/form/select-field';
import { TextField } from '../../../components/ui/form/text-field';
import { Notice } from '../../../components/ui/notice/notice';
import type { Viewer } from '../../../lib/query-keys';
import { useSaveConfig } from '../hooks/use-save-config';
import {
  hasKey,
  HOURS_HELP,
  paymentsChanges,
  paymentsFieldOf,
  paymentsFormErrors,
  toPaymentsFormValues,
  type PaymentsFormValues,
} from '../utils/payments-form';
import styles from './config-page.module.css';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes/use-unsaved-changes';

const NO_CHANGES = 'No hay cambios en los pagos en línea.';
const COPIED = 'URL de eventos copiada.';
const COPY_FAILED = 'No se pudo copiar: seleccione la dirección y cópiela a mano.';

const capital = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;
const stored = (key: WompiKeyName) => (WOMPI_KEY_ARTICLES[key] === 'la' ? 'guardada' : 'guardado');

interface PaymentsFormProps {
  viewer: Viewer;
  config: AdminConfig;
}

/**
 * 'Pagos' (Configuración): the Wompi environment and its four keys, the address Wompi posts its
 * events to, and how long an order paid online keeps its stock. The keys are write-only, like the
 * SMTP password: a field is never filled with a stored key ('Guardada' says one is kept), a typed
 * one replaces it, and a tick removes it. PATCH /api/config with only what changed.
 */
export function PaymentsForm({ viewer, config }: PaymentsFormProps) {
  const resolver: Resolver<PaymentsFormValues> = async (values) => {
    const found = paymentsFormErrors(config, values);
    if (Object.keys(found).length === 0) return { values, errors: {} };
    const errors: FieldErrors<PaymentsFormValues> = {};
    for (const [field, message] of Object.entries(found))
      errors[field as keyof typeof found] = { type: 'validate', message };
    return { values: {}, errors };
  };
  const form = useForm<PaymentsFormValues>({
    resolver,
    defaultValues: toPaymentsFormValues(config),
  });
  const { register, handleSubmit, setError } = form;
  useUnsavedChanges(form.formState.isDirty && !form.formState.isSubmitting);
  const errors = form.formState.errors;
  const update = useSaveConfig(viewer, {
    setError,
    fieldOf: paymentsFieldOf,
    noChanges: NO_CHANGES,
  });
  const { wompi } = config;

  const save = (values: PaymentsFormValues) => update.send(paymentsChanges(config, values));

  const copyEventsUrl = async () => {
    try {
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(wompi.eventsUrl);
      toast.success(COPIED);
    } catch {
      toast.error(COPY_FAILED);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(save)(event);
  return (
    <section className={styles.card} aria-labelledby="config-payments">
      <h2 id="config-payments" className={styles.heading}>
        Pagos
      </h2>
      <p className={styles.lead}>
        Pagos en línea con Wompi: tarjeta de crédito, tarjeta débito, PSE y Nequi. Las llaves están
        en el panel de Wompi, en Desarrolladores › Programadores, una por ambiente.
      </p>
      <Notice tone="info">
        {wompi.ready
          ? `Pagos en línea activos en ${WOMPI_ENVIRONMENT_LABELS[wompi.environment]}: la tienda ofrece tarjetas, PSE y Nequi.`
          : 'Pagos en línea apagados: hasta guardar las cuatro llaves, la tienda ofrece solo transferencia bancaria.'}
      </Notice>
      <form noValidate onSubmit={onSubmit} aria-busy={update.isPending || undefined}>
        <fieldset className={styles.theme} disabled={update.isPending}>
          <legend className="visually-hidden">Wompi</legend>
          <div className={styles.fields}>
            <SelectField
              label="Ambiente de Wompi"
              help="Pruebas mientras se configura; producción para cobrar de verdad."
              error={errors.environment?.message}
              {...register('environment')}
            >
              {WOMPI_ENVIRONMENTS.map((environment) => (
                <option key={environment} value={environment}>
                  {capital(WOMPI_ENVIRONMENT_LABELS[environment])}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Horas de reserva"
              inputMode="numeric"
              autoComplete="off"
              help={`Una orden pagada en línea guarda sus productos este tiempo; sin pago, se cancela. ${HOURS_HELP}`}
              error={errors.onlinePaymentHours?.message}
              {...register('onlinePaymentHours')}
            />
          </div>
          <div className={styles.keys}>
            {WOMPI_KEY_NAMES.map((key) => {
              const has = hasKey(config, key);
              return (
                <div key={key} className={styles.key}>
                  <TextField
                    label={capital(WOMPI_KEY_LABELS[key])}
                    type="password"
                    autoComplete="new-password"
                    spellCheck={false}
                    placeholder={has ? 'Guardada' : 'Sin guardar'}
                    help={
                      has
                        ? 'Déjela vacía para conservar la guardada.'
                        : 'Se guarda y no se vuelve a mostrar.'
                    }
                    error={errors[key]?.message}
                    {...register(key)}
                  />
                  {has ? (
                    <CheckboxField
                      label={`Quitar ${WOMPI_KEY_ARTICLES[key]} ${WOMPI_KEY_LABELS[key]} ${stored(key)}`}
                      {...register(`clear.${key}`)}
                    />
                  ) : null}
                </div>
              );
            })}
          </div>
        </fieldset>
        <div className={styles.eventsUrl}>
          <TextField
            label="URL de eventos"
            readOnly
            value={wompi.eventsUrl}
            fieldClassName={styles.eventsUrlField}
            help="Péguela en el panel de Wompi como «URL de Eventos» del ambiente elegido: por ella Wompi avisa a la tienda de cada pago."
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button
            variant="secondary"
            icon={<Copy size={16} aria-hidden="true" />}
            onClick={() => void copyEventsUrl()}
          >
            Copiar<span className="visually-hidden"> la URL de eventos</span>
          </Button>
        </div>
        <div className={styles.cardActions}>
          <Button
            type="submit"
            icon={<Save size={16} aria-hidden="true" />}
            isLoading={update.isPending}
          >
            Guardar pagos
          </Button>
        </div>
      </form>
    </section>
  );
}
