import { LogIn, UserRound } from 'lucide-react';
import { HeaderButton, HeaderLink } from '../../../components/ui/header-link/header-link';
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
        caption="Mi cuenta"
      />
    );
  }
  return (
    <HeaderButton icon={<LogIn size={22} />} caption="Ingresar" onClick={() => loginPanel.open()} />
  );
}
