import { reads } from '../fake-api';

/** The brands as the dashboard reads them: `admin` for its table, `options` for a product's select. */
export const brandsApi = ({
  admin = [],
  options = [],
}: {
  admin?: unknown[];
  options?: unknown[];
}) => reads({ '/api/brand/admin': admin, '/api/brand': options });
