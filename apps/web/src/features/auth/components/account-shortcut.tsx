import { LogIn, UserRound } from 'lucide-react';
import { Button } from '../../../components/ui/button/button';
import { HeaderLink } from '../../../components/ui/header-link/header-link';
import { paths } from '../../../config/paths';
import { useSession } from '../api/get-session';
import { useLoginPanel } from '../hooks/use-login-panel';

/** 'Mi cuenta' for a signed-in customer, 'Ingresar' (the sign-in panel) for anyone else. */
export function AccountShortcut() {
  const { data: user } = useSession();
  const loginPanel = useLoginPanel();
  if (user) {
    return (
      <HeaderLink
        to={paths.account.getHref(user.id)}
        icon={<UserRound size={22} />}
        label="Mi cuenta"
        text="Mi cuenta"
      />
    );
  }
  return (
    <Button
      variant="secondary"
      icon={<LogIn size={18} aria-hidden="true" />}
      onClick={() => loginPanel.open()}
    >
      Ingresar
    </Button>
  );
}
