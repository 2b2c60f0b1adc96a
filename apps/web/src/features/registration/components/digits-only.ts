import type { UseFormRegisterReturn } from 'react-hook-form';

/** Drops anything but digits as the user types (NIT and cédula are numbers in the spec). */
export function digitsOnly(registration: UseFormRegisterReturn): UseFormRegisterReturn {
  return {
    ...registration,
    onChange: (event) => {
      const input = event.target as HTMLInputElement;
      input.value = input.value.replace(/\D/g, '');
      return registration.onChange(event);
    },
  };
}
