import { Controller } from 'react-hook-form';
import { ImagePickerField } from '../../../components/ui/image-picker/image-picker-field';
import type { SectionProps } from './section-props';
import styles from './config-page.module.css';

const HELP = 'Elija una imagen de la biblioteca o suba una nueva.';

/**
 * 'Marca': the icon (favicon, and the header's mark on phones) and the logo, each chosen from the
 * image library or uploaded in place (issue 34, item 12). Both are required: the shop always
 * shows them, so neither offers 'Quitar'.
 */
export function BrandSection({ control, errors, disabled }: SectionProps) {
  return (
    <section className={styles.card} aria-labelledby="config-brand">
      <h2 id="config-brand" className={styles.heading}>
        Marca
      </h2>
      <Controller
        control={control}
        name="icon"
        render={({ field }) => (
          <ImagePickerField
            label="Ícono"
            help={HELP}
            value={field.value}
            onChange={field.onChange}
            error={errors.icon?.message}
            disabled={disabled}
          />
        )}
      />
      <Controller
        control={control}
        name="logo"
        render={({ field }) => (
          <ImagePickerField
            label="Logo"
            help={HELP}
            value={field.value}
            onChange={field.onChange}
            error={errors.logo?.message}
            disabled={disabled}
          />
        )}
      />
    </section>
  );
}
