import type { AuditSource } from '../../../lib/audit-query';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** Where the product's changes (price, stock…) are read, newest first. */
export const productAuditSource = (viewer: Viewer, id: number): AuditSource => ({
  key: (page) => queryKeys.adminProducts.audit(viewer, id, page),
  path: `/api/products/${id}/audit`,
});
