import { useMutation } from '@tanstack/react-query';
import { RutUploadResponseSchema } from '@shop/shared';
import { apiClient, type Parser } from '../../../lib/api-client';

// An answer without a usable url is a case of its own in the spec (§5), not a failed upload.
const urlOrNull: Parser<string | null> = {
  parse: (data) => RutUploadResponseSchema.safeParse(data).data?.url || null,
};

/** The RUT goes up first; the registration then refers to it by the returned url. */
export function uploadRut(file: File): Promise<string | null> {
  const body = new FormData();
  body.append('rutFile', file);
  return apiClient.post('/api/files/rut', body, urlOrNull);
}

export const useUploadRutMutation = () => useMutation({ mutationFn: uploadRut });
