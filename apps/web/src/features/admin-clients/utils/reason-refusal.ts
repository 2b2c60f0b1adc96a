import { toast } from '../../../lib/toast';
import { clientErrorMessage, isApiError } from '../../../lib/api-client';

/**
 * A refused change: the server's word on the reason goes beside the field, and the refusal to a
 * toast (the contract shows a message both ways).
 */
export const reasonRefusal =
  (setReasonError: (message: string) => void, fallback: string) => (error: unknown) => {
    const comments = isApiError(error)
      ? error.issues.find((issue) => issue.path.endsWith('comments'))
      : undefined;
    if (comments) setReasonError(comments.message);
    toast.error(clientErrorMessage(error, fallback));
  };
