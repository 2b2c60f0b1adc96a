import type { ReactNode } from 'react';
import { Menu } from 'lucide-react';
import { IconButton } from '../ui/button/icon-button';
import { MOBILE_MENU_ID } from './mobile-menu';
import styles from './header.module.css';

interface HeaderProps {
  logo: ReactNode;
  trm: ReactNode;
  search: ReactNode;
  /** Where shoppers look first: the cart with its count, the wishlist, 'Ingresar' or 'Mi cuenta'. */
  shortcuts: ReactNode;
  settings: ReactNode;
  /** The category bar of large screens; nothing is drawn without it. */
  categoryBar?: ReactNode;
  isMenuOpen: boolean;
  onOpenMenu: () => void;
}

/**
 * Phones: menu, icon, shortcuts and settings over a full-width search. From 768 px one row with
 * the full logo; from 1024 px the hamburger gives way to the TRM badge (and the category bar).
 */
export function Header({
  logo,
  trm,
  search,
  shortcuts,
  settings,
  categoryBar,
  isMenuOpen,
  onOpenMenu,
}: HeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <IconButton
          className={styles.hamburger}
          label="Abrir menú"
          icon={<Menu size={24} />}
          aria-haspopup="dialog"
          aria-expanded={isMenuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={onOpenMenu}
        />
        <div className={styles.logo}>{logo}</div>
        <div className={styles.search}>{search}</div>
        <div className={styles.trm}>{trm}</div>
        {/* One cell for both, so the grid keeps its columns with and without the TRM. */}
        <div className={styles.actions}>
          {shortcuts}
          {settings}
        </div>
      </div>
      {categoryBar ? <div className={styles.categoryBar}>{categoryBar}</div> : null}
    </header>
  );
}
