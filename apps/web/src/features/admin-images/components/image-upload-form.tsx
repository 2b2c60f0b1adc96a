import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ImageUp, Upload } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { IMAGE_MESSAGES, PRODUCT_IMAGE_ACCEPT, PRODUCT_IMAGE_MAX_BYTES } from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { describedBy, Field } from '../../../components/ui/form/field';
import { paths } from '../../../config/paths';
import { clientErrorMessage } from '../../../lib/api-client';
import { cx } from '../../../utils/cx';
import { useUploadImage } from '../../../hooks/use-image-library';
import { formatBytes } from '../utils/format-bytes';
import styles from './image-upload-form.module.css';

interface Chosen {
  file: File;
  /** A local address of the file for the preview, revoked when it is replaced. */
  preview: string;
}

const HELP = 'JPEG, PNG o WebP de máximo 5 MB.';

/**
 * Picks one picture, previews it and sends it. The server judges the bytes; here only what can be
 * told without sending (nothing chosen, too large) is said at once.
 */
export function ImageUploadForm() {
  const id = useId();
  const navigate = useNavigate();
  const upload = useUploadImage();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [error, setError] = useState<string | undefined>();
  const current = useRef<Chosen | null>(null);
  useEffect(() => () => void (current.current && URL.revokeObjectURL(current.current.preview)), []);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (current.current) URL.revokeObjectURL(current.current.preview);
    const next = file ? { file, preview: URL.createObjectURL(file) } : null;
    current.current = next;
    setChosen(next);
    setError(file && file.size > PRODUCT_IMAGE_MAX_BYTES ? IMAGE_MESSAGES.tooLarge : undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setError(IMAGE_MESSAGES.required);
    if (chosen.file.size > PRODUCT_IMAGE_MAX_BYTES) return setError(IMAGE_MESSAGES.tooLarge);
    upload.mutate(chosen.file, {
      onSuccess: () => {
        toast.success(IMAGE_MESSAGES.uploaded);
        void navigate(paths.dashboardImages.getHref());
      },
      onError: (failure) => {
        const reason = clientErrorMessage(failure, '');
        setError(reason || undefined);
        toast.error(
          reason ? `${IMAGE_MESSAGES.uploadFailed} ${reason}` : IMAGE_MESSAGES.uploadFailed,
        );
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field id={id} label="Imagen del producto" error={error} help={HELP}>
        <div className={cx(styles.picker, error ? styles.invalid : undefined)}>
          <input
            id={id}
            type="file"
            accept={PRODUCT_IMAGE_ACCEPT}
            className={styles.input}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, { error, help: HELP })}
            disabled={upload.isPending}
            onChange={choose}
          />
          <span className={styles.choose} aria-hidden="true">
            <ImageUp size={18} />
            Seleccionar imagen
          </span>
          <span className={styles.fileName} aria-hidden="true">
            {chosen ? chosen.file.name : 'Ninguna imagen seleccionada'}
          </span>
        </div>
      </Field>
      {chosen ? (
        <figure className={styles.preview}>
          <img src={chosen.preview} alt={`Vista previa de ${chosen.file.name}`} />
          <figcaption>
            {chosen.file.name} · {formatBytes(chosen.file.size)}
          </figcaption>
        </figure>
      ) : null}
      <div className={styles.actions}>
        <Button
          type="submit"
          disabled={upload.isPending}
          icon={<Upload size={18} aria-hidden="true" />}
        >
          {upload.isPending ? IMAGE_MESSAGES.uploading : 'Subir'}
        </Button>
      </div>
    </form>
  );
}
