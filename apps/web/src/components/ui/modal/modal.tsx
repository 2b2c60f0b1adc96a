import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { cx } from '../../../utils/cx';
import { IconButton } from '../button/icon-button';
import { useModalLayer } from './use-modal-layer';
import styles from './modal.module.css';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** 'sm' is a short confirmation: it stays a card on phones instead of taking the screen. */
  size?: 'sm' | 'md' | 'xl';
  /** Off for long forms, where a stray click outside would throw away what was typed. */
  closeOnBackdrop?: boolean;
}

export function Modal({ open, ...props }: ModalProps) {
  return open ? <ModalDialog {...props} /> : null;
}

function ModalDialog({
  onClose,
  title,
  children,
  size = 'md',
  closeOnBackdrop = true,
}: Omit<ModalProps, 'open'>) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onKeyDown = useModalLayer({
    active: true,
    containerRef: dialogRef,
    onClose,
    lockScroll: true,
  });

  return createPortal(
    <div
      className={styles.overlay}
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx(styles.dialog, styles[size])}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <IconButton label="Cerrar" icon={<X size={22} />} onClick={onClose} />
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
