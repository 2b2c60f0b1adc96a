import { toast } from '../../../lib/toast';

interface Submission {
  send: () => Promise<unknown>;
  /** The toast of a refusal, from the error (usually the server's reason). */
  failed: (error: unknown) => string;
  succeeded: string;
  onDone: () => void;
}

/**
 * Sends a dashboard form: a refusal is toasted and thrown again, so the form places the server's
 * field errors; success is toasted and `onDone` closes the form.
 */
export async function submitForm({ send, failed, succeeded, onDone }: Submission) {
  try {
    await send();
  } catch (error) {
    toast.error(failed(error));
    throw error;
  }
  toast.success(succeeded);
  onDone();
}

/** An edit: nothing changed is said with `unchanged` and sends nothing; else as `submitForm`. */
export async function submitChanges<C extends object>(
  changes: C | null,
  unchanged: string,
  submission: (changes: C) => Submission,
) {
  if (changes === null || Object.keys(changes).length === 0) {
    toast.info(unchanged);
    return;
  }
  await submitForm(submission(changes));
}
