import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { To } from 'react-router';
import { History } from 'lucide-react';
import {
  AUDIT_ACTION_LABELS,
  type AuditEntry,
  type AuditHistory,
  type AuditState,
} from '@shop/shared';
import { EmptyState } from '../empty-state/empty-state';
import { PagedRecords } from '../record-table/paged-records';
import { RecordTable, type RecordColumn } from '../record-table/record-table';
import { formatDateTime } from '../../../utils/format';
import styles from './audit-trail.module.css';

/** Before or after of an entry in the reader's words; null (a creation's before) is '—'. */
export type DescribeAuditState = (state: AuditState | null) => string;

/** What a trail says: everything but where it is read and which page is shown. */
export interface AuditTrailText {
  /** Names the table for assistive tech. */
  caption: string;
  describe: DescribeAuditState;
  /** Said where an entry has no reason; leave out for a trail whose writes never take one. */
  noReason?: string;
  loadFailed: string;
  empty: { title: string; text?: ReactNode };
}

interface AuditTrailProps extends AuditTrailText {
  /** One page of the trail, its page in the address. */
  query: UseQueryResult<AuditHistory>;
  page: number;
  hrefFor: (page: number) => To;
}

function columns(
  describe: DescribeAuditState,
  noReason: string | undefined,
): RecordColumn<AuditEntry>[] {
  const base: RecordColumn<AuditEntry>[] = [
    {
      header: 'Quién',
      cell: (entry) => (
        <span className={styles.actor}>{entry.actor ? entry.actor.email : 'El sistema'}</span>
      ),
    },
    { header: 'Qué', cell: (entry) => AUDIT_ACTION_LABELS[entry.action] },
    {
      header: 'Antes → Después',
      cell: (entry) => (
        <span className={styles.change}>
          <span>{describe(entry.before)}</span>
          <span aria-hidden="true"> → </span>
          <span className="visually-hidden"> pasó a </span>
          <strong>{describe(entry.after)}</strong>
        </span>
      ),
    },
  ];
  if (noReason === undefined) return base;
  return [
    ...base,
    {
      header: 'Razón',
      cell: (entry) => entry.reason ?? <span className={styles.none}>{noReason}</span>,
    },
  ];
}

/** Who changed a record, when, from what to what, and why; newest first, 10 a page. */
export function AuditTrail({
  query,
  page,
  hrefFor,
  caption,
  describe,
  noReason,
  loadFailed,
  empty,
}: AuditTrailProps) {
  return (
    <PagedRecords
      query={query}
      records={(data) => data.entries}
      page={page}
      hrefFor={hrefFor}
      loadFailed={loadFailed}
      empty={<EmptyState icon={<History size={40} />} title={empty.title} text={empty.text} />}
    >
      {(rows) => (
        <RecordTable
          caption={caption}
          rows={rows}
          rowKey={(entry) => entry.id}
          title={{ header: 'Cuándo', cell: (entry) => formatDateTime(entry.createdAt) }}
          columns={columns(describe, noReason)}
        />
      )}
    </PagedRecords>
  );
}
