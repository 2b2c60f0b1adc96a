import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreditLineSavedSchema, type CreditLineInput } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

interface SaveClientCreditVariables {
  id: number;
  line: CreditLineInput;
}

/** Grants, changes or suspends a company's line, with the reason (PUT /api/auth/{id}/credit). */
export const saveClientCredit = ({ id, line }: SaveClientCreditVariables) =>
  apiClient.put(`/api/auth/${id}/credit`, line, CreditLineSavedSchema);

/** After a save: the line as answered, and the client's trail read again (it holds the change). */
export function useSaveClientCredit(viewer: Viewer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClientCredit,
    onSuccess: ({ eligible, line }, { id }) => {
      queryClient.setQueryData(queryKeys.clients.credit(viewer, id), { eligible, line });
      void queryClient.invalidateQueries({ queryKey: queryKeys.clients.audits(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.receivables.all });
    },
  });
}
