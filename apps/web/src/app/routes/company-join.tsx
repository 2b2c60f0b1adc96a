import { useNavigate, useSearchParams } from 'react-router';
import { AccountPage } from '../../components/layouts/account-page';
import { paths } from '../../config/paths';
import { useStartSession } from '../../features/auth/hooks/use-start-session';
import { JoinCompany } from '../../features/company/components/join-company';
import { toast } from '../../lib/toast';

/**
 * /empresa/unirse?token=... (public): the link of the invitation mail. Joining signs the person
 * in, as a sign-in does, and leaves them on the home page.
 */
export function CompanyJoinRoute() {
  const token = useSearchParams()[0].get('token') || null;
  const startSession = useStartSession();
  const navigate = useNavigate();
  return (
    <AccountPage title="Unirse a la empresa">
      <JoinCompany
        token={token}
        onJoined={({ user }) => {
          startSession(user);
          toast.success(`Bienvenido, ${user.fullName}`);
          // Replace: the spent link leaves the address bar and the history.
          navigate(paths.home.getHref(), { replace: true });
        }}
      />
    </AccountPage>
  );
}
