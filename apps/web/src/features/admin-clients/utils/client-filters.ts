import {
  ClientStatusSchema,
  ClientTypeSchema,
  pageQuery,
  type ClientStatus,
  type ClientType,
} from '@shop/shared';

/** The clients list holds 40 per page (docs/architecture.md, "Contract: constants and limits"). */
export const CLIENTS_PAGE_SIZE = 40;

/** What the clients list is narrowed to; it lives in the address, so a filtered list is a link. */
export interface ClientFilters {
  /** Name, e-mail, NIT or business name. */
  search: string;
  status: ClientStatus | undefined;
  clientType: ClientType | undefined;
  /** Only accounts with a client-type request waiting ("Solicitudes de tipo"). */
  typeRequests: boolean;
  /** Only accounts whose tax profile the shop inferred and staff have not confirmed. */
  taxProfilePending: boolean;
  /** Only accounts whose change of city waits for staff (it decides their ReteICA). */
  municipalityRequests: boolean;
}

/** The filters of an address; anything malformed (an old or edited link) reads as no filter. */
export function readClientFilters(params: URLSearchParams): ClientFilters {
  return {
    search: params.get('search')?.trim() ?? '',
    status: ClientStatusSchema.safeParse(params.get('status')).data,
    clientType: ClientTypeSchema.safeParse(params.get('clientType')).data,
    typeRequests: params.get('typeRequests') === 'true',
    taxProfilePending: params.get('taxProfilePending') === 'true',
    municipalityRequests: params.get('municipalityRequests') === 'true',
  };
}

/** The filters as query parameters, only those that narrow the list (the API takes the same names). */
export function clientFiltersQuery(filters: ClientFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.search) query.search = filters.search;
  if (filters.status) query.status = filters.status;
  if (filters.clientType) query.clientType = filters.clientType;
  if (filters.typeRequests) query.typeRequests = 'true';
  if (filters.taxProfilePending) query.taxProfilePending = 'true';
  if (filters.municipalityRequests) query.municipalityRequests = 'true';
  return query;
}

export const hasClientFilters = (filters: ClientFilters) =>
  Object.keys(clientFiltersQuery(filters)).length > 0;

/** GET /api/auth for one 1-based page of the filtered list. */
export function clientListQuery(filters: ClientFilters, page: number, limit = CLIENTS_PAGE_SIZE) {
  return { ...clientFiltersQuery(filters), ...pageQuery(page, limit) };
}
