import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { NotFoundState } from '../errors/not-found-state';
import { PageSkeleton } from '../layouts/page-skeleton';
import { Button } from '../ui/button/button';
import { useErrorToast } from '../../hooks/use-error-toast';
import { isApiError } from '../../lib/api-client';
import styles from './document-detail.module.css';

interface DocumentQueryStateProps<T> {
  query: UseQueryResult<T>;
  /** 'Orden no encontrada': an id that does not exist or is another customer's (both 404). */
  notFoundTitle: string;
  loadFailed: string;
  children: (data: T) => ReactNode;
}

const HINT = 'Revise el número o búsquelo en su lista.';

/** A quote's or order's page while it loads, when it is not found, when it fails, and once read. */
export function DocumentQueryState<T>({
  query,
  notFoundTitle,
  loadFailed,
  children,
}: DocumentQueryStateProps<T>) {
  const missing = isApiError(query.error) && query.error.status === 404 ? query.error : null;
  useErrorToast(query.isError && !missing, loadFailed);
  if (missing) return <NotFoundState title={notFoundTitle} message={missing.message} hint={HINT} />;
  if (query.data !== undefined) return children(query.data);
  if (query.isError)
    return (
      <div className={styles.problem} role="alert">
        <p>{loadFailed}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Reintentar
        </Button>
      </div>
    );
  return <PageSkeleton />;
}
