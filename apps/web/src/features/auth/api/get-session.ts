import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@shop/shared';
import { apiClient, isApiError, lazyParser } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const SessionResponse = lazyParser(
  async () => (await import('../../../lib/first-screen-schemas')).SessionResponseSchema,
);

/**
 * Who is signed in, or null. Verify also refreshes the cookie; the token in its answer is for
 * API clients and is deliberately dropped here (the SPA keeps no token in script reach).
 */
export async function getSession(signal?: AbortSignal): Promise<SessionUser | null> {
  // The server sets this readable companion of the HttpOnly session cookie; without it there is
  // no session to verify, and an anonymous visit makes no request that would answer 401.
  // The server draws first views only for visitors without it (entry-server.tsx).
  if (typeof document === 'undefined') return null;
  if (!document.cookie.split('; ').includes('tienda_signed_in=1')) return null;
  try {
    const { user } = await apiClient.get('/api/auth/user/verify', SessionResponse, signal);
    return user;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.session,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 5 * 60_000,
  });

export const useSession = () => useQuery(sessionQueryOptions());
