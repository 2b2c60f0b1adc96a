import { Controller, useFormContext } from 'react-hook-form';
import { fieldMessage } from '../../../lib/form-errors';
import { CityCombobox } from './city-combobox';
import { TextField } from './text-field';
import layout from './form-layout.module.css';

/** What a form needs to hold the 'Ubicación' group (registration and profile alike). */
interface LocationFieldValues {
  primaryAddress: string;
  secondaryAddress?: string | null | undefined;
  location: { municipalityDaneCode?: string | undefined };
}

interface LocationFieldsProps {
  /** The city search box's placeholder. */
  cityPlaceholder?: string;
}

/** Addresses and city: the form around it provides them through its FormProvider. */
export function LocationFields({ cityPlaceholder }: LocationFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<LocationFieldValues>();
  return (
    <fieldset className={layout.section}>
      <legend className={layout.legend}>Ubicación</legend>
      <div className={layout.grid}>
        <TextField
          label="Dirección principal"
          autoComplete="address-line1"
          error={fieldMessage(errors.primaryAddress)}
          {...register('primaryAddress')}
        />
        <TextField
          label="Dirección secundaria (opcional)"
          autoComplete="address-line2"
          error={fieldMessage(errors.secondaryAddress)}
          {...register('secondaryAddress')}
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
              placeholder={cityPlaceholder}
              error={fieldMessage(fieldState.error)}
            />
          )}
        />
      </div>
    </fieldset>
  );
}
