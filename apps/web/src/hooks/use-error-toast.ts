import { useEffect } from 'react';
import { toast } from '../lib/toast';

/**
 * Shows the spec's loading-error toast once per failure. The id keeps one toast on screen when
 * the same data is read in two places (the header and the mobile menu, say).
 */
export function useErrorToast(failed: boolean, message: string, toastId: string = message) {
  useEffect(() => {
    if (failed) toast.error(message, { toastId });
  }, [failed, message, toastId]);
}
