import { useId, useRef } from 'react';
import { ImagePlus, Trash2 } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button/button';
import { Image } from '../../../components/ui/image/image';
import { clientErrorMessage } from '../../../lib/api-client';
import { fileUrl } from '../../../lib/file-url';
import { useUploadImage } from '../../../hooks/use-image-library';
import styles from './image-upload-field.module.css';

const UPLOAD_FAILED = 'Algo falló al subir el archivo.';

interface ImageUploadFieldProps {
  label: string;
  help: string;
  /** The addresses chosen so far (one for the main image). */
  urls: string[];
  multiple?: boolean;
  error?: string | undefined;
  disabled?: boolean;
  onChange: (urls: string[]) => void;
}

/**
 * Images are uploaded first, through POST /api/files/product
 * (docs/architecture.md, "Contract: validation and messages"), one at a time; the form keeps the
 * addresses the server answers. 'Subiendo…' while a file is on its way.
 */
export function ImageUploadField({
  label,
  help,
  urls,
  multiple = false,
  error,
  disabled = false,
  onChange,
}: ImageUploadFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();

  const send = async (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    if (!chosen.length) return;
    const added: string[] = [];
    try {
      for (const file of chosen) added.push(await upload.mutateAsync(file));
    } catch (err) {
      toast.error(clientErrorMessage(err, UPLOAD_FAILED));
    } finally {
      if (added.length) onChange(multiple ? [...urls, ...added] : added.slice(-1));
      if (input.current) input.current.value = '';
    }
  };

  return (
    <fieldset className={styles.field} aria-describedby={`${id}-note`}>
      <legend className={styles.legend}>{label}</legend>
      {urls.length ? (
        <ul className={styles.list} role="list">
          {urls.map((url, index) => (
            <li key={`${url}-${index}`} className={styles.item}>
              <Image
                src={fileUrl('product', url)}
                alt=""
                width={96}
                height={96}
                className={styles.thumb}
              />
              <Button
                variant="ghost"
                icon={<Trash2 size={16} aria-hidden="true" />}
                aria-label={`Quitar ${multiple ? `la imagen ${index + 1}` : 'la imagen principal'}`}
                disabled={disabled || upload.isPending}
                onClick={() => onChange(urls.filter((_, i) => i !== index))}
              >
                Quitar
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple={multiple}
        className="visually-hidden"
        disabled={disabled || upload.isPending}
        onChange={(event) => void send(event.target.files)}
      />
      <label
        htmlFor={id}
        className={styles.pick}
        aria-disabled={disabled || upload.isPending || undefined}
      >
        <ImagePlus size={18} aria-hidden="true" />
        {upload.isPending ? 'Subiendo…' : multiple ? 'Agregar imágenes' : 'Elegir imagen'}
      </label>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : (
        <p id={`${id}-note`} className={styles.help}>
          {help}
        </p>
      )}
    </fieldset>
  );
}
