import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { IconButton } from '../button/icon-button';
import { useModalLayer } from '../modal/use-modal-layer';
import styles from './drawer.module.css';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** A sticky row under the content (e.g. 'Ver resultados'). */
  footer?: ReactNode;
}

/** A side panel that slides in from the left over the page: modal, like the login panel. */
export function Drawer({ open, ...props }: DrawerProps) {
  return open ? <DrawerPanel {...props} /> : null;
}

function DrawerPanel({ onClose, title, children, footer }: Omit<DrawerProps, 'open'>) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onKeyDown = useModalLayer({
    active: true,
    containerRef: panelRef,
    onClose,
    lockScroll: true,
  });

  return createPortal(
    <div
      className={styles.overlay}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.panel}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <IconButton label="Cerrar" icon={<X size={22} />} onClick={onClose} />
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
