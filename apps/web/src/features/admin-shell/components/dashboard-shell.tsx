import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LogOut, Menu, Moon, Store, Sun } from 'lucide-react';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/layouts/skip-link';
import { Button } from '../../../components/ui/button/button';
import { IconButton } from '../../../components/ui/button/icon-button';
import { Drawer } from '../../../components/ui/drawer/drawer';
import type { DashboardSection } from '../../../config/dashboard-sections';
import { paths } from '../../../config/paths';
import { DashboardNav } from './dashboard-nav';
import styles from './dashboard-shell.module.css';

export interface DashboardShellProps {
  shopName: string;
  /** The signed-in staff member (the guard above let them in). */
  user: { fullName: string; email: string } | undefined;
  onSignOut: () => void;
  isSigningOut: boolean;
  theme: { mode: 'light' | 'dark'; toggle: () => void };
  sections: readonly DashboardSection[];
  showWelcome: boolean;
  children: ReactNode;
}

/**
 * The dashboard's own frame, apart from the storefront's header and footer: a top bar (shop,
 * the way back to the shop, the theme, who is signed in) over a side navigation of the user's
 * sections and the screen. On phones and tablets the navigation slides in from a menu button, where
 * a fixed column would squeeze the tables.
 */
export function DashboardShell({
  shopName,
  user,
  onSignOut,
  isSigningOut,
  theme,
  sections,
  showWelcome,
  children,
}: DashboardShellProps) {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  const signOut = (
    <Button
      variant="secondary"
      icon={<LogOut size={18} aria-hidden="true" />}
      isLoading={isSigningOut}
      onClick={onSignOut}
    >
      Cerrar sesión
    </Button>
  );
  const who = user ? (
    <p className={styles.who}>
      <span className={styles.name}>{user.fullName}</span>
      <span className={styles.email}>{user.email}</span>
    </p>
  ) : null;

  return (
    <div className={styles.shell}>
      <SkipLink />
      <header className={styles.topbar}>
        <IconButton
          className={styles.menuButton}
          label="Abrir el menú del dashboard"
          icon={<Menu size={22} aria-hidden="true" />}
          aria-expanded={isMenuOpen}
          onClick={() => setMenuOpen(true)}
        />
        <Link to={paths.dashboard.getHref()} className={styles.brand}>
          <span className={styles.shopName}>{shopName}</span>
          <span className={styles.badge}>Dashboard</span>
        </Link>
        <div className={styles.tools}>
          <Link to={paths.home.getHref()} className={styles.storeLink}>
            <Store size={18} aria-hidden="true" />
            <span className={styles.storeLinkText}>Ver tienda</span>
          </Link>
          <IconButton
            label={theme.mode === 'dark' ? 'Modo Claro' : 'Modo Oscuro'}
            icon={
              theme.mode === 'dark' ? (
                <Sun size={20} aria-hidden="true" />
              ) : (
                <Moon size={20} aria-hidden="true" />
              )
            }
            onClick={theme.toggle}
          />
          <div className={styles.account}>
            {who}
            {signOut}
          </div>
        </div>
      </header>
      <div className={styles.body}>
        <nav aria-label="Opciones" className={styles.sidebar}>
          <DashboardNav sections={sections} showWelcome={showWelcome} />
        </nav>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
      <Drawer open={isMenuOpen} onClose={close} title="Dashboard">
        <div className={styles.drawerAccount}>
          {who}
          {signOut}
        </div>
        <nav aria-label="Opciones">
          <DashboardNav sections={sections} showWelcome={showWelcome} onNavigate={close} />
        </nav>
      </Drawer>
    </div>
  );
}
