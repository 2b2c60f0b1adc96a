import { useMutation } from '@tanstack/react-query';
import { toast } from '../lib/toast';
import { ORDER_MESSAGES } from '@shop/shared';
import { saveFile } from '../lib/save-file';

/**
 * Downloads one file (a quote's or an order's PDF) and saves it as `fileName`, with the spec's
 * toasts: 'Archivo descargado.' or 'Hubo un problema al descargar el archivo.'
 */
export function useFileDownload(fetchFile: () => Promise<Blob>, fileName: string) {
  return useMutation({
    mutationFn: fetchFile,
    onSuccess: (blob) => {
      saveFile(blob, fileName);
      toast.success(ORDER_MESSAGES.downloaded);
    },
    onError: () => toast.error(ORDER_MESSAGES.downloadFailed),
  });
}
