import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../../utils/cx';
import styles from './button.module.css';

interface IconButtonProps extends Omit<ComponentProps<'button'>, 'children'> {
  /** The accessible name: icon-only controls have no visible text to give one. */
  label: string;
  icon: ReactNode;
}

export function IconButton({ label, icon, className, type = 'button', ...props }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={cx(styles.button, styles.ghost, styles.icon, className)}
      {...props}
    >
      {icon}
    </button>
  );
}
