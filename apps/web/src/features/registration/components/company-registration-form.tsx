import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import { CompanyRegistrationSchema, type RegistrationResponse } from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { TextField } from '../../../components/ui/form/text-field';
import { fieldMessage, REQUIRED_FIELD } from '../../../lib/form-errors';
import { useRegistrationSubmit } from '../hooks/use-registration-submit';
import { toastInvalid } from '../utils/invalid-toast';
import { useRutFile } from '../hooks/use-rut-file';
import { REGISTRATION_COPY } from '../utils/copy';
import { AccountFields } from './common-fields';
import { ClientTypeField } from '../../../components/ui/form/client-type-field';
import { NitField } from './nit-field';
import { RutFileField } from './rut-file-field';
import { ConsentFields } from '../../../components/ui/form/consent-fields';
import { LocationFields } from '../../../components/ui/form/location-fields';
import layout from '../../../components/ui/form/form-layout.module.css';
import styles from './registration-form.module.css';

// The url of the RUT exists only after the upload, which happens once the rest is valid.
const CompanyFormSchema = CompanyRegistrationSchema.omit({ urlRUT: true });
type CompanyField = keyof typeof CompanyFormSchema.shape;
const isCompanyField = (name: string): name is CompanyField => name in CompanyFormSchema.shape;

export interface RegistrationFormProps {
  onRegistered: (result: RegistrationResponse) => void;
}

export function CompanyRegistrationForm({ onRegistered }: RegistrationFormProps) {
  const form = useForm({
    resolver: zodResolver(CompanyFormSchema),
    defaultValues: {
      legalPersonType: true,
      fullName: '',
      position: '',
      contactPhone: '',
      businessName: '',
      identificationNumber: '',
      email: '',
      billingEmail: '',
      primaryAddress: '',
      secondaryAddress: '',
      password: '',
      notificationAuthorization: false,
    },
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const nit = useWatch({ control, name: 'identificationNumber' });
  const rut = useRutFile();
  const { uploadRutFile, send } = useRegistrationSubmit({
    onRegistered,
    onFieldError: (field, message) => {
      if (field === 'urlRUT') rut.setError(message);
      else if (isCompanyField(field)) setError(field, { message }, { shouldFocus: true });
    },
  });

  const onSubmit = handleSubmit(
    async (values) => {
      if (!rut.file) {
        rut.setError(REQUIRED_FIELD);
        toast.error(REGISTRATION_COPY.rutMissing);
        return;
      }
      const urlRUT = await uploadRutFile(rut.file);
      if (urlRUT) await send({ ...values, urlRUT });
    },
    (invalid) => {
      if (!rut.file && !rut.error) rut.setError(REQUIRED_FIELD);
      toastInvalid(invalid);
    },
  );

  return (
    <FormProvider {...form}>
      <form className={layout.form} noValidate onSubmit={onSubmit}>
        <fieldset className={layout.section}>
          <legend className={layout.legend}>Persona de contacto</legend>
          <div className={layout.grid}>
            <TextField
              label="Nombre completo"
              autoComplete="name"
              error={fieldMessage(errors.fullName)}
              {...register('fullName')}
            />
            <TextField
              label="Cargo"
              autoComplete="organization-title"
              error={fieldMessage(errors.position)}
              {...register('position')}
            />
            <TextField
              label="Teléfono de contacto"
              type="tel"
              autoComplete="tel"
              error={fieldMessage(errors.contactPhone)}
              {...register('contactPhone')}
            />
          </div>
        </fieldset>

        <fieldset className={layout.section}>
          <legend className={layout.legend}>Empresa</legend>
          <div className={layout.grid}>
            <TextField
              label="Razón social"
              autoComplete="organization"
              error={fieldMessage(errors.businessName)}
              {...register('businessName')}
            />
            <NitField
              registration={register('identificationNumber')}
              value={nit}
              error={fieldMessage(errors.identificationNumber)}
            />
            <TextField
              label="Correo de facturación"
              type="email"
              autoComplete="email"
              error={fieldMessage(errors.billingEmail)}
              {...register('billingEmail')}
            />
            <ClientTypeField
              placeholder="Seleccione una opción"
              error={fieldMessage(errors.clientType)}
              {...register('clientType')}
            />
            <RutFileField
              optional={false}
              fileName={rut.file?.name}
              error={rut.error}
              onChange={rut.onChange}
            />
          </div>
        </fieldset>

        <LocationFields />
        <AccountFields emailLabel="Correo de notificación" />

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
