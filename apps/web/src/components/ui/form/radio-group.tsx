import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../../utils/cx';
import styles from './radio-group.module.css';

export interface RadioOption<V extends string> {
  value: V;
  label: string;
  icon?: ReactNode;
}

type InputProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'id' | 'children'>;

interface RadioGroupProps<V extends string> extends InputProps {
  legend: string;
  options: readonly RadioOption<V>[];
  /** Marks the group when nothing was chosen on submit (the message itself goes to a toast). */
  invalid?: boolean;
  className?: string | undefined;
}

/**
 * A labelled group of radio tiles. The remaining props (`name`, `onChange`, `ref`... as
 * react-hook-form's `register` returns them) go to every radio of the group.
 */
export function RadioGroup<V extends string>({
  legend,
  options,
  invalid = false,
  className,
  ...inputProps
}: RadioGroupProps<V>) {
  const baseId = useId();
  return (
    <fieldset className={cx(styles.group, className)} data-invalid={invalid || undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => {
          const id = `${baseId}-${option.value}`;
          return (
            <div key={option.value} className={styles.option}>
              <input
                id={id}
                type="radio"
                value={option.value}
                className={styles.input}
                aria-invalid={invalid || undefined}
                {...inputProps}
              />
              <label htmlFor={id} className={styles.label}>
                {option.icon ? <span className={styles.icon}>{option.icon}</span> : null}
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
