import { CompanyAddressSchema, type CompanyAddressInput } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { useAddressWrite } from '../hooks/use-address-write';

export const createCompanyAddress = (input: CompanyAddressInput) =>
  apiClient.post('/api/company/addresses', input, CompanyAddressSchema);

export const useCreateCompanyAddress = () => useAddressWrite(createCompanyAddress);
