import type { FormEvent } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADDRESS_MESSAGES,
  CompanyAddressInputSchema,
  type CompanyAddressInput,
} from '@shop/shared';
import { FormButtons } from '../../../components/ui/form-dialog/form-buttons';
import { CityCombobox } from '../../../components/ui/form/city-combobox';
import { TextField } from '../../../components/ui/form/text-field';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes/use-unsaved-changes';
import { useSingleSubmit } from '../../../hooks/use-single-submit';
import { fieldMessage, showServerIssues } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { ADDRESS_FORM_FIELDS, type AddressFormValues } from '../utils/address-form';
import styles from './address-form.module.css';

interface AddressFormProps {
  defaultValues: AddressFormValues;
  submitLabel: string;
  isSending: boolean;
  /** Sends the checked address; rejects with the server's error for the form to place. */
  onSave: (input: CompanyAddressInput, changed: boolean) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * One delivery address, checked with the API's own schema: the sede's name, the street address,
 * the DIVIPOLA municipality (the registration's city search) and who receives the goods.
 */
export function AddressForm({
  defaultValues,
  submitLabel,
  isSending,
  onSave,
  onCancel,
}: AddressFormProps) {
  const form = useForm<CompanyAddressInput>({
    resolver: zodResolver(CompanyAddressInputSchema),
    defaultValues,
  });
  const {
    register,
    control,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  useUnsavedChanges(isDirty && !isSubmitting);
  const save = useSingleSubmit(
    async (input: CompanyAddressInput) => {
      await onSave(input, isDirty);
      // What was saved is the new starting point: closing now asks nothing.
      form.reset(form.getValues());
    },
    (error) => showServerIssues(error, ADDRESS_FORM_FIELDS, setError),
  );
  // Beside each field a short 'obligatorio'; the form-wide sentence once, as a toast.
  const refuse = (invalid: FieldErrors<CompanyAddressInput>) => {
    const missing = Object.values(invalid).some(
      (error) => error?.message === ADDRESS_MESSAGES.incomplete,
    );
    if (missing) toast.error(ADDRESS_MESSAGES.incomplete, { toastId: 'address-incomplete' });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void form.handleSubmit(save, refuse)(event);

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <TextField
        label="Sede"
        autoComplete="off"
        maxLength={80}
        help="Un nombre para reconocerla al ordenar, como «Bodega Norte»."
        error={fieldMessage(errors.siteName)}
        disabled={isSending}
        {...register('siteName')}
      />
      <TextField
        label="Dirección"
        autoComplete="street-address"
        maxLength={200}
        error={fieldMessage(errors.address)}
        disabled={isSending}
        {...register('address')}
      />
      <Controller
        control={control}
        name="location"
        render={({ field, fieldState }) => (
          <CityCombobox
            ref={field.ref}
            value={field.value?.municipalityDaneCode}
            onChange={field.onChange}
            onBlur={field.onBlur}
            // The schema's issue sits on the code inside; the server's lands on location itself.
            error={fieldMessage(errors.location?.municipalityDaneCode ?? fieldState.error)}
          />
        )}
      />
      <div className={styles.pair}>
        <TextField
          label="Quién recibe"
          autoComplete="name"
          maxLength={120}
          error={fieldMessage(errors.contactName)}
          disabled={isSending}
          {...register('contactName')}
        />
        <TextField
          label="Teléfono de quien recibe"
          type="tel"
          autoComplete="tel"
          error={fieldMessage(errors.contactPhone)}
          disabled={isSending}
          {...register('contactPhone')}
        />
      </div>
      <div className={styles.buttons}>
        <FormButtons submitLabel={submitLabel} isSending={isSending} onCancel={onCancel} />
      </div>
    </form>
  );
}
