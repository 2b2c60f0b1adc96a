import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import {
  ACCOUNT_MESSAGES,
  municipalityLabelInText,
  ProfileFormSchema,
  type Account,
} from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { ConsentFields } from '../../../components/ui/form/consent-fields';
import { LocationFields } from '../../../components/ui/form/location-fields';
import { TextField } from '../../../components/ui/form/text-field';
import { clientErrorMessage } from '../../../lib/api-client';
import { fieldMessage, showServerIssues } from '../../../lib/form-errors';
import type { Viewer } from '../../../lib/query-keys';
import { useUpdateProfile } from '../api/update-profile';
import { PROFILE_FORM_FIELDS, profileChanges, toProfileFormInput } from '../utils/profile-form';
import { FormCard } from './form-card';
import { Notice } from '../../../components/ui/notice/notice';
import layout from '../../../components/ui/form/form-layout.module.css';
import styles from './account-form.module.css';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes/use-unsaved-changes';

interface ProfileFormProps {
  account: Account;
  viewer: Viewer;
}

/**
 * Form (b) of /user/{id}/change-data: sends only the fields that changed
 * (docs/architecture.md, "Contract: states and transitions").
 */
export function ProfileForm({ account, viewer }: ProfileFormProps) {
  const form = useForm({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: toProfileFormInput(account),
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = form;
  useUnsavedChanges(form.formState.isDirty && !form.formState.isSubmitting);
  const update = useUpdateProfile(viewer);

  const onSubmit = handleSubmit((values) => {
    const changes = profileChanges(account, values);
    if (Object.keys(changes).length === 0) {
      toast.info(ACCOUNT_MESSAGES.profileUnchanged, { toastId: 'profile-unchanged' });
      return;
    }
    update.mutate(changes, {
      onSuccess: ({ changed, message, account: saved }) => {
        // What was saved is the new starting point of the next comparison.
        reset(toProfileFormInput(saved));
        // The server's words: a change of city is saved as a request, and says so.
        if (changed) toast.success(message);
        else toast.info(ACCOUNT_MESSAGES.profileUnchanged, { toastId: 'profile-unchanged' });
      },
      onError: (error) => {
        showServerIssues(error, PROFILE_FORM_FIELDS, setError);
        toast.error(clientErrorMessage(error, ACCOUNT_MESSAGES.profileUpdateFailed));
      },
    });
  });

  return (
    <FormCard title="Datos del perfil" text="Solo se envían los datos que cambie.">
      {(titleId) => (
        <FormProvider {...form}>
          <form className={layout.form} noValidate aria-labelledby={titleId} onSubmit={onSubmit}>
            <Notice>
              <p>{ACCOUNT_MESSAGES.lockedField}</p>
            </Notice>
            {account.requestedMunicipality ? (
              <Notice title="Cambio de ciudad en revisión">
                <p>
                  Pidió cambiar su ciudad a {municipalityLabelInText(account.requestedMunicipality)}
                  . Mientras lo revisamos, sus cotizaciones y órdenes usan{' '}
                  {municipalityLabelInText(account.profile.location)}.
                </p>
              </Notice>
            ) : null}

            <fieldset className={layout.section}>
              <legend className={layout.legend}>Contacto</legend>
              <div className={layout.grid}>
                <TextField
                  label="Nombre completo"
                  autoComplete="name"
                  error={fieldMessage(errors.fullName)}
                  {...register('fullName')}
                />
                <TextField
                  label="Teléfono de contacto"
                  type="tel"
                  autoComplete="tel"
                  error={fieldMessage(errors.contactPhone)}
                  {...register('contactPhone')}
                />
                {account.legalPersonType ? (
                  <TextField
                    label="Cargo"
                    autoComplete="organization-title"
                    error={fieldMessage(errors.position)}
                    {...register('position')}
                  />
                ) : null}
              </div>
            </fieldset>

            <LocationFields cityPlaceholder="Buscar ciudad…" />

            <fieldset className={layout.section}>
              <legend className={layout.legend}>Autorizaciones</legend>
              <ConsentFields
                dataTreatment={register('dataTreatmentAuthorization')}
                notification={register('notificationAuthorization')}
                dataTreatmentError={fieldMessage(errors.dataTreatmentAuthorization)}
              />
            </fieldset>

            <div className={styles.actions}>
              <Button type="submit" isLoading={update.isPending}>
                Guardar cambios
              </Button>
            </div>
          </form>
        </FormProvider>
      )}
    </FormCard>
  );
}
