import type { FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useSingleSubmit } from '../../../hooks/use-single-submit';
import { showSaveError } from '../../../lib/form-errors';
import { useUnsavedChanges } from '../unsaved-changes/use-unsaved-changes';

/** What every dashboard form in a dialog (or on its own create page) is given. */
export interface DialogFormProps<Values, Output> {
  defaultValues: Values;
  submitLabel: string;
  isSending: boolean;
  /** Sends the checked values; rejects with the server's error for the form to place. */
  onSave: (values: Output) => Promise<unknown>;
  onCancel: () => void;
}

interface DialogFormOptions<Input extends FieldValues, Output> {
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  onSave: (values: Output) => Promise<unknown>;
  /** The fields the server's issues may name, and the code (and field) of a name already taken. */
  fields: readonly Path<Input>[];
  takenCode: string;
  takenField?: Path<Input>;
}

/**
 * A dashboard form checked with the API's own schema: one save at a time, and the server's
 * refusal placed on its field (a taken name, or the issues it lists).
 */
export function useDialogForm<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  onSave,
  fields,
  takenCode,
  takenField,
}: DialogFormOptions<Input, Output>) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  useUnsavedChanges(form.formState.isDirty && !form.formState.isSubmitting);
  const save = useSingleSubmit(
    async (values: Output) => {
      await onSave(values);
      // What was saved is the new starting point: leaving now asks nothing.
      form.reset(form.getValues());
    },
    (error) => showSaveError(error, takenCode, fields, form.setError, takenField),
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(save)(event);
  return { ...form, onSubmit };
}
