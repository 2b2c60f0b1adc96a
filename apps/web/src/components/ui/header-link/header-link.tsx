import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '../../../utils/cx';
import buttons from '../button/button.module.css';
import styles from './header-link.module.css';

interface HeaderLinkProps {
  to: string;
  icon: ReactNode;
  /** The accessible name, with the count when there is one ('Carrito: 3 unidades'). */
  label: string;
  /** Beside the icon from 768 px ('Mi cuenta'); icon alone without it. */
  text?: string;
  /** A number over the icon (the cart's units); nothing at 0. */
  count?: number;
}

/** A shortcut of the header where shoppers look for it: cart, wishlist, account. */
export function HeaderLink({ to, icon, label, text, count }: HeaderLinkProps) {
  return (
    <Link
      to={to}
      aria-label={label}
      title={label}
      className={cx(
        buttons.button,
        buttons.ghost,
        text ? styles.withText : buttons.icon,
        styles.link,
      )}
    >
      <span className={styles.iconBox}>
        {icon}
        {count ? (
          <span className={styles.count} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </span>
      {text ? <span className={styles.text}>{text}</span> : null}
    </Link>
  );
}
