import { useWatch, type Control } from 'react-hook-form';
import { COLOUR_KEYS, THEME_MODE_LABELS, type Theme } from '@shop/shared';
import { THEME_MODES, type ConfigFormValues } from '../utils/config-form';
import { ColourField } from './colour-field';
import { ThemePreview } from './theme-preview';
import styles from './config-page.module.css';

interface ThemeSectionProps {
  control: Control<ConfigFormValues>;
  stored: Theme;
  disabled: boolean;
}

/** 'Tema': the seven colours of each theme, with a live preview of the storefront in both. */
export function ThemeSection({ control, stored, disabled }: ThemeSectionProps) {
  const theme = useWatch({ control, name: 'theme' });
  return (
    <section className={styles.card} aria-labelledby="config-theme">
      <h2 id="config-theme" className={styles.heading}>
        Tema
      </h2>
      <p className={styles.lead}>
        Colores como # seguido de 3 o 6 dígitos hexadecimales. La vista previa cambia mientras
        escribe; la tienda, al guardar.
      </p>
      <div className={styles.themes}>
        {THEME_MODES.map((mode) => (
          <fieldset key={mode} className={styles.theme} disabled={disabled}>
            <legend className={styles.legend}>
              {mode === 'light' ? 'Tema claro' : 'Tema oscuro'}
            </legend>
            <div className={styles.colours}>
              {COLOUR_KEYS.map((key) => (
                <ColourField
                  key={key}
                  control={control}
                  mode={mode}
                  colour={key}
                  disabled={disabled}
                />
              ))}
            </div>
            <p className={styles.previewTitle}>Vista previa del {THEME_MODE_LABELS[mode]}</p>
            <ThemePreview mode={mode} colours={theme[mode]} stored={stored[mode]} />
          </fieldset>
        ))}
      </div>
    </section>
  );
}
