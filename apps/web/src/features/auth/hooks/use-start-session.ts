import { useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@shop/shared';
import { queryKeys } from '../../../lib/query-keys';
import { rememberSession } from '../utils/session-flag';

/**
 * What a sign-in keeps once the server set the session cookie: the note that this browser is
 * signed in and the user. Joining a company through its invitation signs in the same way.
 */
export function useStartSession() {
  const queryClient = useQueryClient();
  return (user: SessionUser) => {
    rememberSession();
    queryClient.setQueryData(queryKeys.session, user);
  };
}
