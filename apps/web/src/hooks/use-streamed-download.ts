import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../lib/toast';
import { ORDER_MESSAGES } from '@shop/shared';
import { apiClient, clientErrorMessage } from '../lib/api-client';
import { readDownload } from '../lib/read-download';
import { saveFile } from '../lib/save-file';

export interface DownloadTarget {
  url: string;
  /** Used when the server's answer names no file. */
  fallbackName: string;
}

/**
 * Downloads a file the server generates and streams (an Excel report), saving it under the name
 * the server gives. `received` is null while the server prepares the file and then the bytes read
 * so far, so the button can say 'Generando…' and then count; the spec's toasts tell the end, and
 * a 4xx shows the server's own message.
 */
export function useStreamedDownload(accept: string) {
  const [received, setReceived] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ url, fallbackName }: DownloadTarget) => {
      setReceived(null);
      const response = await apiClient.stream(url, accept);
      return readDownload(response, fallbackName, setReceived);
    },
    onSuccess: ({ blob, fileName }) => {
      saveFile(blob, fileName);
      toast.success(ORDER_MESSAGES.downloaded);
    },
    onError: (error) => toast.error(clientErrorMessage(error, ORDER_MESSAGES.downloadFailed)),
    onSettled: () => setReceived(null),
  });
  return { download: mutation.mutate, isPending: mutation.isPending, received };
}
