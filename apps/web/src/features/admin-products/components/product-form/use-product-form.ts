import { useRef, type FormEvent } from 'react';
import { useForm, type FieldErrors, type Resolver, type UseFormReturn } from 'react-hook-form';
import { toast } from '../../../../lib/toast';
import { PRODUCT_INPUT_MESSAGES, type ProductCreate } from '@shop/shared';
import { useUnsavedChanges } from '../../../../components/ui/unsaved-changes/use-unsaved-changes';
import { isApiError } from '../../../../lib/api-client';
import { REQUIRED_FIELD } from '../../../../lib/form-errors';
import {
  fieldOfIssue,
  validateProductForm,
  type ProductFormField,
  type ProductFormValues,
} from '../../utils/product-form-values';

const resolver: Resolver<ProductFormValues> = async (values) => {
  const { errors } = validateProductForm(values);
  if (!errors) return { values, errors: {} };
  const fieldErrors: FieldErrors<ProductFormValues> = {};
  for (const [field, message] of Object.entries(errors))
    fieldErrors[field as ProductFormField] = { type: 'validate', message };
  return { values: {}, errors: fieldErrors };
};

/** Beside a field the spec's form-wide text reads 'Este campo es obligatorio.'; the toast says it. */
const beside = (message: string | undefined) =>
  message === PRODUCT_INPUT_MESSAGES.incomplete ? REQUIRED_FIELD : message;

/** What a section of the form needs: the form, the message beside a field, whether it is sent. */
export interface ProductFormSectionProps {
  form: UseFormReturn<ProductFormValues>;
  error: (field: ProductFormField) => string | undefined;
  disabled: boolean;
}

/**
 * The product form's state: values checked with the API's own schema, one save at a time, the
 * server's refusals placed on their fields and a toast when the check fails.
 */
export function useProductForm(
  defaultValues: ProductFormValues,
  onSave: (input: ProductCreate) => Promise<unknown>,
) {
  const form = useForm<ProductFormValues>({ resolver, defaultValues });
  const sending = useRef(false);
  useUnsavedChanges(form.formState.isDirty && !form.formState.isSubmitting);

  const save = async (values: ProductFormValues) => {
    const { input } = validateProductForm(values);
    if (!input || sending.current) return;
    sending.current = true;
    try {
      await onSave(input);
      // What was saved is the new starting point: leaving now asks nothing.
      form.reset(values);
    } catch (error) {
      if (isApiError(error) && error.code === 'SKU_TAKEN')
        form.setError('sku', { message: error.message }, { shouldFocus: true });
      else if (isApiError(error))
        for (const issue of error.issues)
          form.setError(fieldOfIssue(issue.path.split('.')), { message: issue.message });
    } finally {
      sending.current = false;
    }
  };

  const invalid = (found: FieldErrors<ProductFormValues>) => {
    const messages = Object.values(found).map((e) => e?.message);
    toast.error(
      messages.includes(PRODUCT_INPUT_MESSAGES.incomplete)
        ? PRODUCT_INPUT_MESSAGES.incomplete
        : 'Revise los campos marcados.',
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void form.handleSubmit(save, invalid)(event);
  const error = (field: ProductFormField) => beside(form.formState.errors[field]?.message);
  return { form, error, onSubmit };
}
