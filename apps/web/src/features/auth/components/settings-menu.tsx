import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import {
  Building2,
  FileText,
  LayoutDashboard,
  LogIn,
  LogOut,
  Package,
  Settings,
  UserRound,
} from 'lucide-react';
import { isAdmin, MESSAGES } from '@shop/shared';
import { DropdownMenu } from '../../../components/ui/dropdown/dropdown-menu';
import {
  DropdownMenuItem,
  DropdownMenuLink,
  DropdownMenuSeparator,
} from '../../../components/ui/dropdown/dropdown-menu-item';
import { paths } from '../../../config/paths';
import { clientErrorMessage } from '../../../lib/api-client';
import { useSession } from '../api/get-session';
import { useLogoutMutation } from '../api/logout';
import { useLoginPanel } from '../hooks/use-login-panel';

const ICON = 18;

interface SettingsMenuProps {
  /** The light/dark entry, owned by the theme feature. */
  themeToggle: ReactNode;
  /** After an entry that leaves the page or opens the panel: closes the mobile menu. */
  onAction?: () => void;
}

/**
 * The header's 'Configuración' menu: account entries by session and permission
 * (docs/architecture.md, "Contract: screens and routes"). The cart and the wishlist are the
 * header's own shortcuts beside it, on phones too, as are 'Ingresar' and 'Mi cuenta'.
 */
export function SettingsMenu({ themeToggle, onAction }: SettingsMenuProps) {
  const { data: user } = useSession();
  const loginPanel = useLoginPanel();
  const logout = useLogoutMutation();
  const navigate = useNavigate();

  const signOut = () => {
    onAction?.();
    logout.mutate(undefined, {
      onSuccess: () => navigate(paths.home.getHref()),
      onError: (error) => toast.error(clientErrorMessage(error, MESSAGES.internal)),
    });
  };

  return (
    <DropdownMenu label="Configuración" icon={<Settings size={22} />}>
      {user ? (
        <>
          {isAdmin(user.permissions) ? (
            <DropdownMenuLink
              to={paths.dashboard.getHref()}
              icon={<LayoutDashboard size={ICON} />}
              onSelect={onAction}
            >
              Dashboard
            </DropdownMenuLink>
          ) : null}
          <DropdownMenuLink
            to={paths.account.getHref(user.id)}
            icon={<UserRound size={ICON} />}
            onSelect={onAction}
          >
            Mi cuenta
          </DropdownMenuLink>
          <DropdownMenuLink
            to={paths.orders.getHref()}
            icon={<Package size={ICON} />}
            onSelect={onAction}
          >
            Órdenes
          </DropdownMenuLink>
          <DropdownMenuLink
            to={paths.quotes.getHref()}
            icon={<FileText size={ICON} />}
            onSelect={onAction}
          >
            Cotizaciones
          </DropdownMenuLink>
          {user.company ? (
            <DropdownMenuLink
              to={paths.company.getHref()}
              icon={<Building2 size={ICON} />}
              onSelect={onAction}
            >
              Mi empresa
            </DropdownMenuLink>
          ) : null}
        </>
      ) : (
        <DropdownMenuItem
          icon={<LogIn size={ICON} />}
          onSelect={() => {
            onAction?.();
            loginPanel.open();
          }}
        >
          Iniciar sesión
        </DropdownMenuItem>
      )}
      <DropdownMenuSeparator />
      {themeToggle}
      {user ? (
        <DropdownMenuItem icon={<LogOut size={ICON} />} onSelect={signOut}>
          Cerrar sesión
        </DropdownMenuItem>
      ) : null}
    </DropdownMenu>
  );
}
