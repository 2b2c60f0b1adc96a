import { useWatch } from 'react-hook-form';
import { ImageUploadField } from '../image-upload-field';
import styles from './product-form.module.css';
import { FormSection } from './form-section';
import type { ProductFormSectionProps } from './use-product-form';

/** 'Imágenes': the main picture and the extra views, each uploaded as soon as it is chosen. */
export function ImagesSection({
  form: { setValue, control },
  error,
  disabled,
}: ProductFormSectionProps) {
  const productUrl = useWatch({ control, name: 'productUrl' });
  const viewsUrl = useWatch({ control, name: 'viewsUrl' });
  return (
    <FormSection legend="Imágenes" disabled={disabled}>
      <div className={styles.images}>
        <ImageUploadField
          label="Imagen principal"
          help="JPEG, PNG o WebP. Se sube al elegirla."
          urls={productUrl ? [productUrl] : []}
          error={error('productUrl')}
          disabled={disabled}
          onChange={(urls) =>
            setValue('productUrl', urls[0] ?? '', { shouldDirty: true, shouldValidate: true })
          }
        />
        <ImageUploadField
          label="Imágenes adicionales"
          help="Opcionales; hasta 20 vistas del producto."
          urls={viewsUrl}
          multiple
          error={error('viewsUrl')}
          disabled={disabled}
          onChange={(urls) => setValue('viewsUrl', urls, { shouldDirty: true })}
        />
      </div>
    </FormSection>
  );
}
