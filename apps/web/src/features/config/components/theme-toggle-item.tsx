import { Moon, Sun } from 'lucide-react';
import { DropdownMenuItem } from '../../../components/ui/dropdown/dropdown-menu-item';
import { useThemeMode } from '../hooks/use-theme-mode';

/** The settings-menu entry names the mode it switches to, as the spec's labels do. */
export function ThemeToggleItem() {
  const { mode, toggle } = useThemeMode();
  return mode === 'dark' ? (
    <DropdownMenuItem icon={<Sun size={18} />} onSelect={toggle}>
      Modo Claro
    </DropdownMenuItem>
  ) : (
    <DropdownMenuItem icon={<Moon size={18} />} onSelect={toggle}>
      Modo Oscuro
    </DropdownMenuItem>
  );
}
