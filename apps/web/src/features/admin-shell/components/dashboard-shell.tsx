import { useState, type ReactNode } from 'react';
import { PanelLeftOpen } from 'lucide-react';
import { Button } from '../../../components/ui/button/button';
import { Drawer } from '../../../components/ui/drawer/drawer';
import type { DashboardSection } from '../../../config/dashboard-sections';
import { DashboardNav } from './dashboard-nav';
import styles from './dashboard-shell.module.css';

interface DashboardShellProps {
  sections: readonly DashboardSection[];
  showWelcome: boolean;
  children: ReactNode;
}

/**
 * The dashboard frame: the 'Opciones' menu beside the screen on wide screens, and behind a toggle
 * as a slide-in panel on phones and tablets, where a fixed column would squeeze the tables.
 */
export function DashboardShell({ sections, showWelcome, children }: DashboardShellProps) {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  return (
    <div className={styles.shell}>
      <nav aria-labelledby="dashboard-menu-title" className={styles.sidebar}>
        <h2 id="dashboard-menu-title" className={styles.menuTitle}>
          Opciones
        </h2>
        <DashboardNav sections={sections} showWelcome={showWelcome} />
      </nav>
      <div className={styles.main}>
        <Button
          variant="secondary"
          className={styles.toggle}
          icon={<PanelLeftOpen size={20} aria-hidden="true" />}
          aria-expanded={isMenuOpen}
          onClick={() => setMenuOpen(true)}
        >
          Opciones
        </Button>
        <Drawer open={isMenuOpen} onClose={close} title="Opciones">
          <nav aria-label="Opciones">
            <DashboardNav sections={sections} showWelcome={showWelcome} onNavigate={close} />
          </nav>
        </Drawer>
        {children}
      </div>
    </div>
  );
}
