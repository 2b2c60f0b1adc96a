import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { useWatch, type Control } from 'react-hook-form';
import { ImageUrlSchema } from '@shop/shared';
import { TextField } from '../../../components/ui/form/text-field';
import type { ConfigFormValues } from '../utils/config-form';
import type { SectionProps } from './section-props';
import styles from './config-page.module.css';

/** The image at a typed address, or a note when there is none to show. */
function ImagePreview({
  control,
  name,
  alt,
}: {
  control: Control<ConfigFormValues>;
  name: 'icon' | 'logo';
  alt: string;
}) {
  const url = useWatch({ control, name }).trim();
  const [failed, setFailed] = useState<string | null>(null);
  const valid = ImageUrlSchema.safeParse(url).success;
  if (!valid || failed === url)
    return (
      <div className={styles.imageMissing}>
        <ImageOff size={20} aria-hidden="true" />
        {valid ? 'Error al cargar la imagen' : 'Sin vista previa'}
      </div>
    );
  return <img className={styles.image} src={url} alt={alt} onError={() => setFailed(url)} />;
}

/** 'Marca': the icon (favicon) and the logo, by address, with a preview of each. */
export function BrandSection({ control, register, errors, disabled }: SectionProps) {
  const help = 'Una dirección /api/files/… (archivo subido) o https://…';
  return (
    <section className={styles.card} aria-labelledby="config-brand">
      <h2 id="config-brand" className={styles.heading}>
        Marca
      </h2>
      <div className={styles.brandRow}>
        <TextField
          label="Ícono"
          autoComplete="off"
          disabled={disabled}
          help={help}
          error={errors.icon?.message}
          {...register('icon')}
        />
        <ImagePreview control={control} name="icon" alt="Vista previa del ícono" />
      </div>
      <div className={styles.brandRow}>
        <TextField
          label="Logo"
          autoComplete="off"
          disabled={disabled}
          help={help}
          error={errors.logo?.message}
          {...register('logo')}
        />
        <ImagePreview control={control} name="logo" alt="Vista previa del logo" />
      </div>
    </section>
  );
}
