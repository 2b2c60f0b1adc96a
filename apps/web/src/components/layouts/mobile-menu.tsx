import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { IconButton } from '../ui/button/icon-button';
import { useHydrated } from '../../hooks/use-hydrated';
import { useModalLayer } from '../ui/modal/use-modal-layer';
import styles from './mobile-menu.module.css';

export const MOBILE_MENU_ID = 'menu-movil';

// The page behind the menu stops scrolling at 1024 px wide or narrower (docs/architecture.md,
// "Contract: constants and limits").
const SCROLL_LOCK_MAX_WIDTH = 1024;
const DESKTOP_QUERY = '(min-width: 1024px)';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  logo: ReactNode;
  trm: ReactNode;
  settings: ReactNode;
  search: ReactNode;
  /** The category accordion; nothing is drawn without it. */
  categories?: ReactNode;
}

/** Full-screen menu of small screens; slides in and out over 0.5 s, so it stays mounted. */
export function MobileMenu({
  open,
  onClose,
  logo,
  trm,
  settings,
  search,
  categories,
}: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const lockScroll = open && window.innerWidth <= SCROLL_LOCK_MAX_WIDTH;
  const onKeyDown = useModalLayer({ active: open, containerRef: panelRef, onClose, lockScroll });

  // Growing the window to the desktop layout removes the hamburger that opened the menu.
  useEffect(() => {
    if (!open) return;
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) onClose();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [open, onClose]);

  // Closed on a page the server drew: the panel joins document.body once the browser has it.
  if (!hydrated) return null;
  return createPortal(
    <div
      ref={panelRef}
      id={MOBILE_MENU_ID}
      role="dialog"
      aria-modal="true"
      aria-label="Menú"
      tabIndex={-1}
      className={styles.menu}
      data-open={open}
      inert={!open}
      onKeyDown={onKeyDown}
    >
      <div className={styles.top}>
        {logo}
        <div className={styles.actions}>
          {settings}
          <IconButton label="Cerrar menú" icon={<X size={24} />} onClick={onClose} />
        </div>
      </div>
      <div className={styles.trm}>{trm}</div>
      {search}
      {categories}
    </div>,
    document.body,
  );
}
