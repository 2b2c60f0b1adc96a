import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { IconButton } from '../button/icon-button';
import { MenuContext } from './menu-context';
import styles from './dropdown-menu.module.css';

const itemsOf = (menu: HTMLElement | null) =>
  menu ? [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')] : [];

interface DropdownMenuProps {
  /** Accessible name of the trigger and the menu. */
  label: string;
  icon: ReactNode;
  children: ReactNode;
}

/** A menu button (WAI-ARIA APG pattern): arrows, Home/End, Escape and Tab behave as expected. */
export function DropdownMenu({ label, icon, children }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const openMenu = (focus: 'first' | 'last') => {
    setFocusOnOpen(focus);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const items = itemsOf(menuRef.current);
    (focusOnOpen === 'last' ? items.at(-1) : items[0])?.focus();
  }, [open, focusOnOpen]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const outside = event.target instanceof Node && !wrapperRef.current?.contains(event.target);
      if (outside) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = itemsOf(menuRef.current);
    const index = items.findIndex((item) => item === document.activeElement);
    const focusAt = (next: number) => {
      event.preventDefault();
      items[(next + items.length) % items.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return focusAt(index + 1);
      case 'ArrowUp':
        return focusAt(index - 1);
      case 'Home':
        return focusAt(0);
      case 'End':
        return focusAt(items.length - 1);
      case 'Escape':
        // Stop here: an Escape meant for the menu must not also close a surrounding overlay.
        event.preventDefault();
        event.stopPropagation();
        return close();
      case 'Tab':
        return setOpen(false);
    }
  };

  return (
    <div ref={wrapperRef} className={styles.wrapper}>
      <IconButton
        ref={triggerRef}
        label={label}
        icon={icon}
        aria-haspopup="menu"
        // APG menu button: aria-expanded is present while the menu is shown, absent otherwise.
        aria-expanded={open || undefined}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openMenu('first'))}
        onKeyDown={onTriggerKeyDown}
      />
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          className={styles.menu}
          onKeyDown={onMenuKeyDown}
        >
          <MenuContext value={{ close }}>{children}</MenuContext>
        </div>
      ) : null}
    </div>
  );
}
