import { useState } from 'react';
import { Send } from 'lucide-react';
import { useWatch, type UseFormGetValues, type UseFormTrigger } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { SMTP_MESSAGES, type AdminConfig } from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { CheckboxField } from '../../../components/ui/form/checkbox-field';
import { TextField } from '../../../components/ui/form/text-field';
import { Notice } from '../../../components/ui/notice/notice';
import { clientErrorMessage, isApiError } from '../../../lib/api-client';
import { useSendTestMail } from '../api/send-test-mail';
import { smtpChanges, smtpPasswordRequired, type ConfigFormValues } from '../utils/config-form';
import type { SectionProps } from './section-props';
import styles from './config-page.module.css';

interface SmtpSectionProps extends SectionProps {
  config: AdminConfig;
  getValues: UseFormGetValues<ConfigFormValues>;
  trigger: UseFormTrigger<ConfigFormValues>;
}

const TEST_FAILED = 'No se pudo enviar el correo de prueba.';

/**
 * 'Correo SMTP': the server the shop's mails leave through. The stored password is never shown:
 * the field stays empty ('Guardada' says one is kept) and only a typed one replaces it. The stored
 * one goes only with its server, port and user: once one of them changes the field is required.
 */
export function SmtpSection({
  config,
  control,
  register,
  errors,
  disabled,
  getValues,
  trigger,
}: SmtpSectionProps) {
  const testMail = useSendTestMail();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const smtpErrors = errors.smtp;
  const mustType = smtpPasswordRequired(config, useWatch({ control, name: 'smtp' }));

  const sendTest = async () => {
    setResult(null);
    if (!(await trigger('smtp', { shouldFocus: true }))) return;
    try {
      const { message } = await testMail.mutateAsync(smtpChanges(config, getValues('smtp')));
      setResult({ ok: true, text: message });
      toast.success(message);
    } catch (error) {
      const text =
        isApiError(error) && error.status === 502
          ? error.message
          : clientErrorMessage(error, TEST_FAILED);
      setResult({ ok: false, text });
      toast.error(text);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="config-smtp">
      <h2 id="config-smtp" className={styles.heading}>
        Correo SMTP
      </h2>
      <p className={styles.lead}>
        El servidor por el que salen los correos de la tienda (registros, órdenes, recuperación de
        contraseña).
      </p>
      <div className={styles.fields}>
        <TextField
          label="Servidor"
          autoComplete="off"
          placeholder="smtp.ejemplo.com"
          disabled={disabled}
          error={smtpErrors?.host?.message}
          {...register('smtp.host')}
        />
        <TextField
          label="Puerto"
          inputMode="numeric"
          autoComplete="off"
          disabled={disabled}
          error={smtpErrors?.port?.message}
          {...register('smtp.port')}
        />
        <TextField
          label="Usuario"
          autoComplete="off"
          disabled={disabled}
          error={smtpErrors?.user?.message}
          {...register('smtp.user')}
        />
        <TextField
          label="Contraseña"
          type="password"
          autoComplete="new-password"
          placeholder={
            mustType
              ? 'Escríbala de nuevo'
              : config.smtp.hasPassword
                ? 'Guardada'
                : 'Sin contraseña'
          }
          help={
            mustType
              ? SMTP_MESSAGES.passRequired
              : config.smtp.hasPassword
                ? 'Déjela vacía para conservar la guardada.'
                : 'Se guarda y no se vuelve a mostrar.'
          }
          aria-required={mustType || undefined}
          disabled={disabled}
          error={smtpErrors?.pass?.message}
          {...register('smtp.pass')}
        />
        <TextField
          label="Remitente"
          autoComplete="off"
          placeholder="ventas@tienda.com"
          disabled={disabled}
          error={smtpErrors?.from?.message}
          {...register('smtp.from')}
        />
        <TextField
          label="Correo de notificaciones"
          type="email"
          autoComplete="off"
          help="Recibe los avisos de nuevos registros."
          disabled={disabled}
          error={errors.notificationEmail?.message}
          {...register('notificationEmail')}
        />
      </div>
      <div className={styles.checks}>
        <CheckboxField
          label="Conexión segura desde el inicio (SSL/TLS, por lo general puerto 465)"
          disabled={disabled}
          {...register('smtp.secure')}
        />
        {config.smtp.hasPassword ? (
          <CheckboxField
            label="Quitar la contraseña guardada"
            disabled={disabled}
            {...register('smtp.clearPassword')}
          />
        ) : null}
      </div>
      <div className={styles.testMail}>
        <Button
          variant="secondary"
          icon={<Send size={16} aria-hidden="true" />}
          isLoading={testMail.isPending}
          disabled={disabled}
          onClick={() => void sendTest()}
        >
          {testMail.isPending ? 'Enviando…' : 'Enviar correo de prueba'}
        </Button>
        <p className={styles.lead}>
          Llega a su correo, con los datos escritos arriba aunque no estén guardados.
        </p>
      </div>
      {result ? <Notice tone={result.ok ? 'info' : 'danger'}>{result.text}</Notice> : null}
    </section>
  );
}
