import { useNavigate, useSearchParams, type To } from 'react-router';

/**
 * The list page in the address (`?page=2`), 1-based as people count
 * (docs/architecture.md, departure 6); anything malformed reads as page 1. `hrefFor` keeps the
 * other parameters. A list inside a dialog names its own parameter, so paging it leaves the page
 * behind it where it was.
 */
export function usePageParam(name = 'page') {
  const [params] = useSearchParams();
  const raw = params.get(name);
  const page = raw && /^\d{1,6}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
  const hrefFor = (target: number): To => {
    const next = new URLSearchParams(params);
    if (target <= 1) next.delete(name);
    else next.set(name, String(target));
    const search = next.toString();
    return { search: search ? `?${search}` : '' };
  };
  return { page, hrefFor };
}

/**
 * The page of a trail shown in a dialog (`?cambios=2`); `close` drops it, so the next record's
 * dialog opens on its own first page.
 */
export function useDialogPageParam(onClose: () => void) {
  const { page, hrefFor } = usePageParam('cambios');
  const navigate = useNavigate();
  const close = () => {
    if (page > 1) void navigate(hrefFor(1), { replace: true });
    onClose();
  };
  return { page, hrefFor, close };
}
