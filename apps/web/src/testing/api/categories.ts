import { anyOf, json, on } from '../fake-api';

/** The categories: `admin` for the dashboard's tables, `level1`/`level2` for a product's selects. */
export const categoriesApi = ({
  admin = [],
  level1 = [],
  level2 = [],
}: {
  admin?: unknown[];
  level1?: unknown[];
  level2?: unknown[];
}) =>
  anyOf(
    on('GET', '/api/category/admin', () => json(admin)),
    on('*', '/api/category', (call) =>
      json(call.url.searchParams.get('level') === '1' ? level1 : level2),
    ),
  );
