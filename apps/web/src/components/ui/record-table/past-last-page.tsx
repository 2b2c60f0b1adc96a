import { Link, type To } from 'react-router';
import { ListX } from 'lucide-react';
import { buttonClassName } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';

/** An old link to a page that no longer has records. */
export function PastLastPage({ firstPageHref }: { firstPageHref: To }) {
  return (
    <EmptyState
      icon={<ListX size={40} />}
      title="Esta página ya no tiene registros."
      action={
        <Link className={buttonClassName({ variant: 'secondary' })} to={firstPageHref}>
          Ir a la primera página
        </Link>
      }
    />
  );
}
