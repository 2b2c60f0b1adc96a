import { useSearchParams, type To } from 'react-router';

/**
 * The list page in the address (`?page=2`), 1-based as people count (DESIGN.md departure 6);
 * anything malformed reads as page 1. `hrefFor` keeps the other parameters.
 */
export function usePageParam() {
  const [params] = useSearchParams();
  const raw = params.get('page');
  const page = raw && /^\d{1,6}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
  const hrefFor = (target: number): To => {
    const next = new URLSearchParams(params);
    if (target <= 1) next.delete('page');
    else next.set('page', String(target));
    const search = next.toString();
    return { search: search ? `?${search}` : '' };
  };
  return { page, hrefFor };
}
