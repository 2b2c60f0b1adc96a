import { Controller, useFormContext } from 'react-hook-form';
import type { CompanyAddress } from '@shop/shared';
import { useCompanyAddresses } from '../../../hooks/use-company-addresses';
import type { Viewer } from '../../../lib/query-keys';
import { SelectField } from './select-field';

const LABEL = 'Dirección de entrega';
const LOAD_FAILED =
  'No pudimos cargar las direcciones de entrega de su empresa. Puede generar la orden sin elegir una.';

/** What a form needs to hold the chosen address. */
interface DeliveryAddressValues {
  deliveryAddressId?: number | undefined;
}

// The sede alone fits the checkout's narrow column; the help under it says the rest.
const addressHelp = (address: CompanyAddress) =>
  `${address.address}, ${address.city} · Recibe: ${address.contactName}, ${address.contactPhone}`;

/**
 * 'Dirección de entrega' of the checkout forms, for a company's members only: one of the company's
 * addresses, the first preselected, sent as `deliveryAddressId`. The form around it provides its
 * value through a FormProvider.
 */
export function DeliveryAddressField({ viewer, disabled }: { viewer: Viewer; disabled?: boolean }) {
  const { control } = useFormContext<DeliveryAddressValues>();
  const { data: addresses, isError } = useCompanyAddresses(viewer);

  if (isError) {
    return <SelectField label={LABEL} disabled error={LOAD_FAILED} />;
  }
  if (!addresses) {
    return (
      <SelectField label={LABEL} disabled aria-busy="true">
        <option>Cargando direcciones…</option>
      </SelectField>
    );
  }
  const [first] = addresses;
  // Every address archived: the order goes without one, as a natural person's does.
  if (!first) return null;

  return (
    <Controller
      control={control}
      name="deliveryAddressId"
      // Mounted once the addresses are known, so the first one is chosen without a click.
      defaultValue={first.id}
      render={({ field, fieldState }) => {
        const chosen = addresses.find((address) => address.id === field.value);
        return (
          <SelectField
            label={LABEL}
            ref={field.ref}
            name={field.name}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(Number(event.target.value))}
            onBlur={field.onBlur}
            disabled={disabled}
            error={fieldState.error?.message}
            help={chosen ? addressHelp(chosen) : undefined}
          >
            {addresses.map((address) => (
              <option key={address.id} value={address.id}>
                {address.siteName}
              </option>
            ))}
          </SelectField>
        );
      }}
    />
  );
}
