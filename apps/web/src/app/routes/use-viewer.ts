import { companyMayBuy } from '@shop/shared';
import { useSession } from '../../features/auth/api/get-session';
import { useLoginPanel } from '../../features/auth/hooks/use-login-panel';
import type { Viewer } from '../../lib/query-keys';

/**
 * What the catalogue pages need to know about the visitor: who asks (prices are per customer),
 * whether that is known yet, how to offer a sign-in ('Acceder y Ver Precio'), and the company
 * they buy for with their role there (null for a natural person).
 */
export function useViewer() {
  const { data: user, isPending } = useSession();
  const { open } = useLoginPanel();
  const viewer: Viewer = user?.id ?? null;
  return {
    viewer,
    ready: !isPending,
    isSignedIn: Boolean(user),
    /** The company the visitor buys for, with their role there; null for a natural person. */
    company: user?.company ?? null,
    /** False for a member whose company role only reads (aprobador, consulta). */
    mayBuy: companyMayBuy(user?.company ?? null),
    signIn: () => open(),
  };
}
