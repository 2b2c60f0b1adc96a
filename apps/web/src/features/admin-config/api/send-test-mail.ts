import { useMutation } from '@tanstack/react-query';
import { MessageResponseSchema, type SmtpPatch } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';

/** POST /api/config/test-mail: the stored SMTP settings, with the fields typed on the page over them. */
export const sendTestMail = (smtp: SmtpPatch | undefined) =>
  apiClient.post('/api/config/test-mail', smtp ? { smtp } : {}, MessageResponseSchema);

export const useSendTestMail = () => useMutation({ mutationFn: sendTestMail });
