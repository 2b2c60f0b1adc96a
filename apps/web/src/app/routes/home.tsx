import { Button } from '../../components/ui/button/button';
import { Skeleton } from '../../components/ui/skeleton/skeleton';
import { useSession } from '../../features/auth/api/get-session';
import { useLoginPanel } from '../../features/auth/hooks/use-login-panel';
import { useConfig } from '../../features/config/api/get-config';
import { Landing } from '../../features/home/components/landing';

export function HomeRoute() {
  const { data: config } = useConfig();
  const { data: user, isPending } = useSession();
  const loginPanel = useLoginPanel();

  const action = isPending ? (
    <Skeleton width={232} height={52} radius="md" />
  ) : user ? null : (
    <Button size="lg" onClick={() => loginPanel.open()}>
      Acceder y ver precios
    </Button>
  );

  return <Landing shopName={config?.shopName} action={action} />;
}
