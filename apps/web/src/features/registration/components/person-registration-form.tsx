import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PersonRegistrationSchema } from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { TextField } from '../../../components/ui/form/text-field';
import { fieldMessage } from '../../../lib/form-errors';
import { useRegistrationSubmit } from '../hooks/use-registration-submit';
import { toastInvalid } from '../utils/invalid-toast';
import { useRutFile } from '../hooks/use-rut-file';
import { AccountFields } from './common-fields';
import { ClientTypeField } from '../../../components/ui/form/client-type-field';
import type { RegistrationFormProps } from './company-registration-form';
import { digitsOnly } from './digits-only';
import { RutFileField } from './rut-file-field';
import { ConsentFields } from '../../../components/ui/form/consent-fields';
import { LocationFields } from '../../../components/ui/form/location-fields';
import layout from '../../../components/ui/form/form-layout.module.css';
import styles from './registration-form.module.css';

// A natural person has no billing e-mail of its own and may have no RUT (then it is not sent).
const PersonFormSchema = PersonRegistrationSchema.omit({ urlRUT: true, billingEmail: true });
type PersonField = keyof typeof PersonFormSchema.shape;
const isPersonField = (name: string): name is PersonField => name in PersonFormSchema.shape;

export function PersonRegistrationForm({ onRegistered }: RegistrationFormProps) {
  const form = useForm({
    resolver: zodResolver(PersonFormSchema),
    defaultValues: {
      legalPersonType: false,
      fullName: '',
      identificationNumber: '',
      contactPhone: '',
      email: '',
      primaryAddress: '',
      secondaryAddress: '',
      password: '',
      notificationAuthorization: false,
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const rut = useRutFile();
  const { uploadRutFile, send } = useRegistrationSubmit({
    onRegistered,
    onFieldError: (field, message) => {
      if (field === 'urlRUT') rut.setError(message);
      else if (isPersonField(field)) setError(field, { message }, { shouldFocus: true });
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (!rut.file) return send(values);
    const urlRUT = await uploadRutFile(rut.file);
    if (urlRUT) await send({ ...values, urlRUT });
  }, toastInvalid);

  return (
    <FormProvider {...form}>
      <form className={layout.form} noValidate onSubmit={onSubmit}>
        <fieldset className={layout.section}>
          <legend className={layout.legend}>Datos personales</legend>
          <div className={layout.grid}>
            <TextField
              label="Nombre completo"
              autoComplete="name"
              error={fieldMessage(errors.fullName)}
              {...register('fullName')}
            />
            <TextField
              label="Número de cédula"
              inputMode="numeric"
              autoComplete="off"
              maxLength={15}
              error={fieldMessage(errors.identificationNumber)}
              {...digitsOnly(register('identificationNumber'))}
            />
            <TextField
              label="Teléfono de contacto"
              type="tel"
              autoComplete="tel"
              error={fieldMessage(errors.contactPhone)}
              {...register('contactPhone')}
            />
            <ClientTypeField
              placeholder="Seleccione una opción"
              error={fieldMessage(errors.clientType)}
              {...register('clientType')}
            />
            <RutFileField
              optional
              fileName={rut.file?.name}
              error={rut.error}
              onChange={rut.onChange}
            />
          </div>
        </fieldset>

        <LocationFields />
        <AccountFields emailLabel="Correo electrónico" />

        <ConsentFields
          dataTreatment={register('dataTreatmentAuthorization')}
          notification={register('notificationAuthorization')}
          dataTreatmentError={fieldMessage(errors.dataTreatmentAuthorization)}
        />

        <Button type="submit" size="lg" className={styles.submit} disabled={isSubmitting}>
          {isSubmitting ? 'Enviando…' : 'Regístrese'}
        </Button>
      </form>
    </FormProvider>
  );
}
