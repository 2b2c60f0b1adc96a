import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { COLOUR_LABELS, HEX_COLOUR, THEME_MODE_LABELS, type ThemeModeName } from '@shop/shared';
import { describedBy, errorId } from '../../../components/ui/form/field';
import type { ConfigFormValues } from '../utils/config-form';
import styles from './config-page.module.css';

type ColourKey = keyof typeof COLOUR_LABELS;

/** '#abc' → '#aabbcc': the colour picker only takes the six-digit form. */
export const sixDigits = (hex: string) =>
  hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;

interface ColourFieldProps {
  control: Control<ConfigFormValues>;
  mode: ThemeModeName;
  colour: ColourKey;
  disabled: boolean;
}

/** A colour picker beside the hex text it writes: either one may be used. */
export function ColourField({ control, mode, colour, disabled }: ColourFieldProps) {
  const id = useId();
  const {
    field: { value, onChange, onBlur, name, ref },
    fieldState,
  } = useController({ control, name: `theme.${mode}.${colour}` });
  const error = fieldState.error?.message;
  const valid = HEX_COLOUR.test(value.trim());
  return (
    <div className={styles.colourField}>
      <label htmlFor={id} className={styles.colourLabel}>
        {COLOUR_LABELS[colour]}
      </label>
      <div className={styles.colourControls}>
        <input
          type="color"
          className={styles.picker}
          aria-label={`Elegir el color ${COLOUR_LABELS[colour]} del ${THEME_MODE_LABELS[mode]}`}
          value={valid ? sixDigits(value.trim()).toLowerCase() : '#000000'}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          id={id}
          ref={ref}
          name={name}
          className={styles.hex}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          disabled={disabled}
          autoComplete="off"
          spellCheck={false}
          maxLength={7}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error })}
        />
      </div>
      {error ? (
        <p id={errorId(id)} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
