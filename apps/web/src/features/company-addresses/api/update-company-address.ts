import { CompanyAddressSchema, type CompanyAddressInput } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { useAddressWrite } from '../hooks/use-address-write';

/** The whole address again (PUT): orders placed before keep the copy they made. */
export const updateCompanyAddress = ({ id, input }: { id: number; input: CompanyAddressInput }) =>
  apiClient.put(`/api/company/addresses/${id}`, input, CompanyAddressSchema);

export const useUpdateCompanyAddress = () => useAddressWrite(updateCompanyAddress);
