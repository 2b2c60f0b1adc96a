import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Every write of this screen refreshes all content queries, the storefront's included: the home,
 * header, footer and information pages of this tab show the change at once, other visitors on
 * their next load (the API never lets the browser cache them).
 */
export function useContentWrite<V, R>(write: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.contents.all }),
  });
}
