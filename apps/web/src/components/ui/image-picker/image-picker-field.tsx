import { useId, useRef, useState } from 'react';
import { ImageUp, Images, Trash2 } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { IMAGE_MESSAGES, PRODUCT_IMAGE_ACCEPT, PRODUCT_IMAGE_MAX_BYTES } from '@shop/shared';
import { useUploadImage } from '../../../hooks/use-image-library';
import { clientErrorMessage } from '../../../lib/api-client';
import { fileUrl } from '../../../lib/file-url';
import { Button } from '../button/button';
import { Image } from '../image/image';
import { ImageLibraryDialog } from './image-library-dialog';
import styles from './image-picker.module.css';

interface ImagePickerFieldProps {
  label: string;
  /** The image's address ('' for none): what the form stores and sends, as before. */
  value: string;
  onChange: (url: string) => void;
  help?: string | undefined;
  error?: string | undefined;
  /** Offers 'Quitar' to leave the field without an image. */
  optional?: boolean;
  disabled?: boolean;
}

/** The file's name, the last part of its address, for the caption. */
const nameOf = (url: string) => decodeURIComponent(url.slice(url.lastIndexOf('/') + 1));

/**
 * An image chosen from the library or uploaded in place, never typed (issue 34, item 12). The
 * form keeps the image's address, so stored data and the API stay as they were; an address from
 * before (an https logo) still shows as the current image. The upload is the images screen's
 * (POST /api/files/product), with its limit said before sending and its refusals in Spanish,
 * beside the field and as a toast (docs/architecture.md, "Contract: validation and messages").
 */
export function ImagePickerField({
  label,
  value,
  onChange,
  help,
  error,
  optional = false,
  disabled = false,
}: ImagePickerFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [choosing, setChoosing] = useState(false);
  const [uploadError, setUploadError] = useState<string | undefined>();
  const upload = useUploadImage();
  const busy = disabled || upload.isPending;
  const shown = uploadError ?? error;

  const fail = (message: string) => {
    setUploadError(message);
    toast.error(message);
  };
  const choose = (url: string) => {
    setUploadError(undefined);
    onChange(url);
  };
  const send = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.size > PRODUCT_IMAGE_MAX_BYTES) return fail(IMAGE_MESSAGES.tooLarge);
    upload.mutate(file, {
      onSuccess: (url) => {
        choose(url);
        toast.success(IMAGE_MESSAGES.uploaded);
      },
      onError: (failure) => fail(clientErrorMessage(failure, IMAGE_MESSAGES.uploadFailed)),
    });
  };

  return (
    <fieldset className={styles.field} aria-describedby={shown || help ? `${id}-note` : undefined}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.row}>
        <figure className={styles.current}>
          <Image
            src={value ? fileUrl('product', value) : ''}
            alt={value ? `${label}: imagen actual` : `${label}: sin imagen`}
            width={96}
            height={96}
            loading="eager"
            className={styles.thumb}
          />
          <figcaption className={styles.caption} title={value || undefined}>
            {value ? nameOf(value) : 'Sin imagen'}
          </figcaption>
        </figure>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            icon={<Images size={18} aria-hidden="true" />}
            disabled={busy}
            onClick={() => setChoosing(true)}
          >
            Elegir de la biblioteca
          </Button>
          <Button
            variant="secondary"
            icon={<ImageUp size={18} aria-hidden="true" />}
            isLoading={upload.isPending}
            disabled={busy}
            onClick={() => input.current?.click()}
          >
            {upload.isPending ? IMAGE_MESSAGES.uploading : 'Subir imagen'}
          </Button>
          {optional && value ? (
            <Button
              variant="ghost"
              icon={<Trash2 size={18} aria-hidden="true" />}
              aria-label={`Quitar ${label.toLowerCase()}`}
              disabled={busy}
              onClick={() => choose('')}
            >
              Quitar
            </Button>
          ) : null}
        </div>
      </div>
      {/* Opened by 'Subir imagen': a button reads the same in every browser's language. */}
      <input
        ref={input}
        type="file"
        accept={PRODUCT_IMAGE_ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        aria-label={`${label}: archivo para subir`}
        disabled={busy}
        onChange={(event) => send(event.target.files?.[0])}
      />
      {shown ? (
        <p id={`${id}-note`} className={styles.error} role="alert">
          {shown}
        </p>
      ) : help ? (
        <p id={`${id}-note`} className={styles.help}>
          {help}
        </p>
      ) : null}
      <ImageLibraryDialog
        open={choosing}
        title={`${label}: elegir de la biblioteca`}
        current={value}
        onChoose={(url) => {
          choose(url);
          setChoosing(false);
        }}
        onClose={() => setChoosing(false)}
      />
    </fieldset>
  );
}
