import type { CSSProperties } from 'react';
import { HEX_COLOUR, THEME_MODE_LABELS, type ThemeColours, type ThemeModeName } from '@shop/shared';
import { cx } from '../../../utils/cx';
import styles from './theme-preview.module.css';

interface ThemePreviewProps {
  mode: ThemeModeName;
  /** The colours being typed; a key that is not a colour yet keeps the stored one. */
  colours: ThemeColours;
  stored: ThemeColours;
}

/**
 * A small storefront (header with search, a product card with its buttons, the footer) drawn with
 * the colours as typed, so the admin sees them in both themes before saving.
 */
export function ThemePreview({ mode, colours, stored }: ThemePreviewProps) {
  const pick = (key: keyof ThemeColours) =>
    HEX_COLOUR.test(colours[key].trim()) ? colours[key].trim() : stored[key];
  const vars = {
    '--pv-primary': pick('primary'),
    '--pv-secondary': pick('secondary'),
    '--pv-dark': pick('dark'),
    '--pv-text': pick('text'),
    '--pv-faded': pick('fadedText'),
    '--pv-background': pick('background'),
    '--pv-section': pick('section'),
  } as CSSProperties;
  return (
    <figure
      className={cx(styles.preview, styles[mode])}
      style={vars}
      data-testid={`preview-${mode}`}
    >
      <figcaption className="visually-hidden">
        Vista previa del {THEME_MODE_LABELS[mode]}
      </figcaption>
      <div className={styles.header} aria-hidden="true">
        <span className={styles.logo}>Tienda</span>
        <span className={styles.search}>Buscar productos…</span>
        <span className={styles.searchButton}>Buscar</span>
      </div>
      <div className={styles.body} aria-hidden="true">
        <div className={styles.card}>
          <span className={styles.brand}>Ubiquiti · UAP-AC-PRO</span>
          <span className={styles.name}>Punto de acceso Wi-Fi de doble banda</span>
          <span className={styles.price}>$ 689.900</span>
          <span className={styles.actions}>
            <span className={styles.action}>Agregar al carrito</span>
            <span className={styles.link}>Ver detalle</span>
          </span>
        </div>
      </div>
      <div className={styles.footer} aria-hidden="true">
        Información · Envíos · Contacto
      </div>
    </figure>
  );
}
