import { useQuery } from '@tanstack/react-query';
import { usePageParam } from '../../../hooks/use-page-param';
import { auditQueryOptions, type AuditSource } from '../../../lib/audit-query';
import { AuditTrail, type AuditTrailText } from './audit-trail';

export interface AuditSectionProps extends AuditTrailText {
  source: AuditSource;
  headingId: string;
  className?: string;
  headingClassName?: string;
}

/** 'Historial de cambios' of a record's page: its trail, paged in the address (`?page=2`). */
export function AuditSection({
  source,
  headingId,
  className,
  headingClassName,
  ...text
}: AuditSectionProps) {
  const { page, hrefFor } = usePageParam();
  const audit = useQuery(auditQueryOptions(source.key(page), source.path, page));
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className={headingClassName}>
        Historial de cambios
      </h2>
      <AuditTrail query={audit} page={page} hrefFor={hrefFor} {...text} />
    </section>
  );
}
