import { useRef } from 'react';

/**
 * A form's submit that runs once at a time: a second press landing before React has disabled the
 * button (a double click) is ignored. `onError` places the refusal on the form.
 */
export function useSingleSubmit<T>(
  send: (values: T) => Promise<unknown>,
  onError: (error: unknown) => void,
) {
  const sending = useRef(false);
  return async (values: T) => {
    if (sending.current) return;
    sending.current = true;
    try {
      await send(values);
    } catch (error) {
      onError(error);
    } finally {
      sending.current = false;
    }
  };
}
