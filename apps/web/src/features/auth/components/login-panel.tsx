import { lazy, Suspense, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button/button';
import { Modal } from '../../../components/ui/modal/modal';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { useLoginPanel } from '../hooks/use-login-panel';
import styles from './login-panel.module.css';

// The form (react-hook-form and the zod schemas) loads when the panel first opens, not with the
// storefront: most visitors never sign in.
const LoginForm = lazy(async () => ({ default: (await import('./login-form')).LoginForm }));

interface LoginPanelProps {
  /** The registration form, composed by the app (features do not import each other). */
  registration: ReactNode;
  /** The side picture of login mode (the 'Login' content section); a theme pattern without it. */
  art?: ReactNode;
}

/** 'Acceda' (sign-in, with a side picture on wide screens) or 'Regístrese' (registration). */
export function LoginPanel({ registration, art }: LoginPanelProps) {
  const { isOpen, mode, setMode, close, leave, redirectTo } = useLoginPanel();
  const navigate = useNavigate();
  const isLogin = mode === 'login';

  const onSignedIn = () => {
    close();
    if (redirectTo) navigate(redirectTo, { replace: true });
  };

  return (
    <Modal
      open={isOpen}
      onClose={close}
      title={isLogin ? 'Acceda' : 'Regístrese'}
      size={isLogin ? 'md' : 'xl'}
      closeOnBackdrop={isLogin}
    >
      {isLogin ? (
        <div className={styles.login}>
          <div className={styles.column}>
            <p className={styles.lead}>Ingrese para ver precios, cotizar y hacer pedidos.</p>
            <Suspense fallback={<Skeleton height={220} radius="md" />}>
              <LoginForm onSuccess={onSignedIn} onLeave={leave} />
            </Suspense>
            <Button variant="link" className={styles.switch} onClick={() => setMode('register')}>
              ¿No tiene cuenta? Regístrese
            </Button>
          </div>
          <div className={styles.art} aria-hidden="true">
            {art}
          </div>
        </div>
      ) : (
        <div className={styles.register}>
          {registration}
          <Button variant="link" className={styles.switch} onClick={() => setMode('login')}>
            ¿Ya tiene cuenta? Acceda
          </Button>
        </div>
      )}
    </Modal>
  );
}
