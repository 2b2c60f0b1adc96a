import { useQuery } from '@tanstack/react-query';
import { auditQueryOptions } from '../../../lib/audit-query';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** One page of the product's changes (price, stock…), newest first. */
export const useProductAudit = (viewer: Viewer, id: number, page: number) =>
  useQuery(
    auditQueryOptions(
      queryKeys.adminProducts.audit(viewer, id, page),
      `/api/products/${id}/audit`,
      page,
    ),
  );
