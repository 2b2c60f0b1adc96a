import { useReducer, type FormEvent, type RefObject } from 'react';
import { toast } from '../../../../lib/toast';
import {
  PRODUCT_UPLOAD_LIMITS,
  PRODUCT_UPLOAD_MESSAGES,
  type ProductUploadResult,
} from '@shop/shared';
import { clientErrorMessage } from '../../../../lib/api-client';
import { useSendProductFile } from '../../api/product-upload';

export const UPLOAD_FAILED = 'No se pudo revisar el archivo. Inténtelo de nuevo.';

interface UploadState {
  file: File | null;
  fieldError?: string;
  /** What the file would do (the dry run's answer), until it is confirmed or changed. */
  preview: ProductUploadResult | null;
  /** What the confirmed upload wrote. */
  done: ProductUploadResult | null;
  /** Share of the file sent (0 to 1) while a call is under way; null between calls. */
  sent: number | null;
}

type UploadAction =
  | { type: 'chosen'; file: File | null }
  | { type: 'submitted' }
  | { type: 'refused'; message: string }
  | { type: 'sending' }
  | { type: 'progress'; sent: number }
  | { type: 'checked'; preview: ProductUploadResult }
  | { type: 'confirmed'; done: ProductUploadResult };

function reduce(state: UploadState, action: UploadAction): UploadState {
  switch (action.type) {
    case 'chosen':
      return { ...state, file: action.file, fieldError: undefined, preview: null };
    case 'submitted':
      return { ...state, done: null, preview: null };
    case 'refused':
      return { ...state, fieldError: action.message };
    case 'sending':
      return { ...state, fieldError: undefined, sent: 0 };
    case 'progress':
      return { ...state, sent: action.sent };
    case 'checked':
      return { ...state, preview: action.preview };
    case 'confirmed':
      return { ...state, done: action.done, preview: null, file: null };
  }
}

const INITIAL: UploadState = { file: null, preview: null, done: null, sent: null };

const isExcelName = (name: string) => /\.(xlsx|xls)$/i.test(name);

/**
 * The upload's state: the file chosen and why it was refused, the dry run's preview, the
 * confirmation's result and how far the file has gone. The picker behind `inputRef` is emptied
 * once the file is written.
 */
export function useProductUpload(inputRef: RefObject<HTMLInputElement | null>) {
  const [state, dispatch] = useReducer(reduce, INITIAL);
  const onProgress = (sent: number) => dispatch({ type: 'progress', sent });
  const check = useSendProductFile(true, onProgress);
  const confirm = useSendProductFile(false, onProgress);
  const { file, preview } = state;

  const refuse = (message: string) => {
    dispatch({ type: 'refused', message });
    toast.error(message);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'submitted' });
    if (!file) return refuse(PRODUCT_UPLOAD_MESSAGES.required);
    if (!isExcelName(file.name)) return refuse(PRODUCT_UPLOAD_MESSAGES.invalid);
    if (file.size > PRODUCT_UPLOAD_LIMITS.maxBytes) return refuse(PRODUCT_UPLOAD_MESSAGES.tooLarge);
    dispatch({ type: 'sending' });
    check.mutate(file, {
      onSuccess: (result) => dispatch({ type: 'checked', preview: result }),
      onError: (error) => refuse(clientErrorMessage(error, UPLOAD_FAILED)),
    });
  };

  const onConfirm = () => {
    if (!file) return;
    dispatch({ type: 'sending' });
    confirm.mutate(file, {
      onSuccess: (result) => {
        toast.success(PRODUCT_UPLOAD_MESSAGES.success);
        dispatch({ type: 'confirmed', done: result });
        if (inputRef.current) inputRef.current.value = '';
      },
      onError: (error) => toast.error(clientErrorMessage(error, UPLOAD_FAILED)),
    });
  };

  return {
    ...state,
    checking: check.isPending,
    confirming: confirm.isPending,
    sending: check.isPending || confirm.isPending,
    canConfirm:
      preview !== null && preview.errorRows === 0 && preview.created + preview.updated > 0,
    choose: (chosen: File | null) => dispatch({ type: 'chosen', file: chosen }),
    onSubmit,
    onConfirm,
  };
}

export type ProductUploadState = ReturnType<typeof useProductUpload>;
