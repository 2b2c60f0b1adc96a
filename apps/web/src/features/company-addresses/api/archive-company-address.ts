import { apiClient } from '../../../lib/api-client';
import { useAddressWrite } from '../hooks/use-address-write';

/** Archives it: no new order can pick it, past orders keep their copy. */
export const archiveCompanyAddress = (id: number) =>
  apiClient.delete(`/api/company/addresses/${id}`);

export const useArchiveCompanyAddress = () => useAddressWrite(archiveCompanyAddress);
