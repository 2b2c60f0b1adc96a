import { useQuery } from '@tanstack/react-query';
import { InvitationPreviewSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** What the link offers; 400 INVITATION_INVALID once it was used, cancelled or expired. */
export const previewInvitation = (token: string) =>
  apiClient.post('/api/company-invitations/preview', { token }, InvitationPreviewSchema);

/** Asked once: a refused link stays refused, and retrying it only spends the rate limit. */
export const useInvitationPreview = (token: string | null) =>
  useQuery({
    queryKey: queryKeys.company.invitation(token),
    queryFn: () => previewInvitation(token!),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
  });
