import { queryOptions, useQuery } from '@tanstack/react-query';
import { CompanyPeopleSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** The company's members and live invitations; 403 COMPANY_ADMIN_ONLY for anyone but its administrator. */
export const getCompanyPeople = (signal?: AbortSignal) =>
  apiClient.get('/api/company/members', CompanyPeopleSchema, signal);

export const companyPeopleQueryOptions = (viewer: Viewer) =>
  queryOptions({
    queryKey: queryKeys.company.people(viewer),
    queryFn: ({ signal }) => getCompanyPeople(signal),
    // A colleague may have joined through their link meanwhile: ask on every visit.
    staleTime: 0,
  });

export const useCompanyPeople = (viewer: Viewer, enabled: boolean) =>
  useQuery({ ...companyPeopleQueryOptions(viewer), enabled });
