import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import {
  ORDER_MESSAGES,
  PRODUCT_UPLOAD_FIELD,
  ProductUploadResultSchema,
  type ProductUploadResult,
  type ProductUploadRowError,
} from '@shop/shared';
import { useStreamedDownload, type DownloadTarget } from '../../../hooks/use-streamed-download';
import { apiClient } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const productFiles = {
  template: (): DownloadTarget => ({
    url: '/api/products/upload/template',
    fallbackName: 'plantilla-productos.xlsx',
  }),
  catalogue: (): DownloadTarget => ({
    url: '/api/products/export',
    fallbackName: 'catalogo-productos.xlsx',
  }),
};

/**
 * Sends the file: `dryRun` answers the preview and writes nothing; the confirmation sends the same
 * file again, since the server keeps nothing between the two (ADR 010). `onProgress` hears the
 * share of the file sent so far (0 to 1); after 1 the server is reading and checking it.
 */
export function sendProductFile(
  file: File,
  dryRun: boolean,
  onProgress: (sent: number) => void,
): Promise<ProductUploadResult> {
  const body = new FormData();
  body.append(PRODUCT_UPLOAD_FIELD, file);
  return apiClient.upload(
    `/api/products/upload${dryRun ? '?dryRun=true' : ''}`,
    body,
    ProductUploadResultSchema,
    onProgress,
  );
}

export const useSendProductFile = (dryRun: boolean, onProgress: (sent: number) => void) =>
  useMutation({ mutationFn: (file: File) => sendProductFile(file, dryRun, onProgress) });

/** The preview's problems as an .xlsx (Fila, SKU, Columna, Motivo). */
export const useRowReportDownload = () =>
  useMutation({
    mutationFn: (errors: ProductUploadRowError[]) =>
      apiClient.postFile('/api/products/upload/report', { errors }, XLSX_TYPE),
    onSuccess: (blob) => {
      saveFile(blob, 'errores-carga-productos.xlsx');
      toast.success(ORDER_MESSAGES.downloaded);
    },
  });

export const useProductFileDownload = () => useStreamedDownload(XLSX_TYPE);
