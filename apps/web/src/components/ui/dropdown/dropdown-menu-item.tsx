import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMenu } from './menu-context';
import styles from './dropdown-menu.module.css';

interface ItemProps {
  icon?: ReactNode;
  children: ReactNode;
}

export function DropdownMenuItem({
  icon,
  children,
  onSelect,
}: ItemProps & { onSelect: () => void }) {
  const { close } = useMenu();
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={styles.item}
      onClick={() => {
        close();
        onSelect();
      }}
    >
      {icon}
      <span>{children}</span>
    </button>
  );
}

export function DropdownMenuLink({
  icon,
  children,
  to,
  onSelect,
}: ItemProps & { to: string; onSelect?: () => void }) {
  const { close } = useMenu();
  return (
    <Link
      to={to}
      role="menuitem"
      tabIndex={-1}
      className={styles.item}
      onClick={() => {
        close();
        onSelect?.();
      }}
    >
      {icon}
      <span>{children}</span>
    </Link>
  );
}

export function DropdownMenuSeparator() {
  return <div role="separator" className={styles.separator} />;
}
