import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../../utils/cx';
import { Spinner } from '../spinner/spinner';
import styles from './button.module.css';

type Variant = 'primary' | 'secondary' | 'ghost' | 'link';
type Size = 'md' | 'lg';

interface StyleOptions {
  variant?: Variant;
  size?: Size;
  block?: boolean;
  className?: string | undefined;
}

/** Button looks for other elements (a router Link styled as a button). */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  block,
  className,
}: StyleOptions) {
  return cx(styles.button, styles[variant], styles[size], block && styles.block, className);
}

export interface ButtonProps extends ComponentProps<'button'>, Omit<StyleOptions, 'className'> {
  icon?: ReactNode;
  isLoading?: boolean;
}

export function Button({
  variant,
  size,
  block,
  className,
  icon,
  isLoading = false,
  disabled,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, block, className })}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading ? <Spinner /> : icon}
      {children}
    </button>
  );
}
