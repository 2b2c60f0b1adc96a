import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '../../../utils/cx';
import buttons from '../button/button.module.css';
import styles from './header-link.module.css';

interface ShortcutFaceProps {
  icon: ReactNode;
  /** The word under the icon ('Carrito', 'Ingresar'); part of the accessible name. */
  caption: string;
  /** A number over the icon (the cart's units); nothing at 0. */
  count?: number | undefined;
}

interface HeaderLinkProps extends ShortcutFaceProps {
  to: string;
  /** The accessible name, with the count when there is one ('Carrito: 3 unidades'). */
  label: string;
}

const shortcutClass = cx(buttons.button, buttons.ghost, styles.shortcut);

/** Icon, count and caption: the caption hides where the header's one row is tight. */
function ShortcutFace({ icon, caption, count }: ShortcutFaceProps) {
  return (
    <>
      <span className={styles.iconBox}>
        {icon}
        {count ? (
          <span className={styles.count} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </span>
      <span className={styles.caption} aria-hidden="true">
        {caption}
      </span>
    </>
  );
}

/** A shortcut of the header where shoppers look for it: cart, wishlist, account. */
export function HeaderLink({ to, label, ...face }: HeaderLinkProps) {
  return (
    <Link to={to} aria-label={label} title={label} className={shortcutClass}>
      <ShortcutFace {...face} />
    </Link>
  );
}

/** The same shortcut as a button, for what opens in place ('Ingresar' opens the sign-in panel). */
export function HeaderButton({ onClick, ...face }: ShortcutFaceProps & { onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={face.caption}
      title={face.caption}
      className={shortcutClass}
      onClick={onClick}
    >
      <ShortcutFace {...face} />
    </button>
  );
}
