import { isDeepStrictEqual } from 'node:util';
import {
  pageWindow,
  type AuditAction,
  type AuditEntity,
  type AuditEntry,
  type AuditHistory,
  type AuditState,
  type PageRequest,
} from '@shop/shared';
import type { DbOrTx } from '../../db/client';
import type { AuditRepository, AuditRow } from './repository';

/** One admin write, as the service that made it describes it. */
export interface AuditFact {
  /** The signed-in staff member; null when the system acted (a job, a script). */
  actorUserId: number | null;
  entity: AuditEntity;
  entityId: string | number;
  action: AuditAction;
  /** The touched fields as they were; null for a creation. */
  before: AuditState | null;
  /** The touched fields as they became; null for a deletion. */
  after: AuditState | null;
  reason?: string | null;
}

/** As jsonb will hold it: dates become strings, undefined fields vanish, key order stops mattering. */
const asStored = (state: AuditState | null): AuditState | null =>
  state === null ? null : (JSON.parse(JSON.stringify(state)) as AuditState);

/** The entry a fact leaves, or none when the write changed nothing. */
function entryOf(fact: AuditFact): AuditRow | null {
  const before = asStored(fact.before);
  const after = asStored(fact.after);
  if (isDeepStrictEqual(before, after)) return null;
  return {
    actorUserId: fact.actorUserId,
    entity: fact.entity,
    entityId: String(fact.entityId),
    action: fact.action,
    before,
    after,
    reason: fact.reason?.trim() || null,
  };
}

/**
 * The audit log every admin write goes to (ADR 007; docs/architecture.md, "Mail, outbox and audit"). An entry is written
 * in the caller's transaction, so the change and its entry commit or roll back together.
 */
export function createAuditService(repo: AuditRepository) {
  return {
    /**
     * Appends the entry inside `tx`. A write that changed nothing leaves no entry: answers false.
     */
    async record(tx: DbOrTx, fact: AuditFact): Promise<boolean> {
      const row = entryOf(fact);
      if (!row) return false;
      await repo.add(tx, row);
      return true;
    },

    /** Appends the entries of many writes inside `tx`, in their order, each as `record` would. */
    async recordMany(tx: DbOrTx, facts: AuditFact[]): Promise<void> {
      await repo.addMany(
        tx,
        facts.flatMap((fact) => entryOf(fact) ?? []),
      );
    },

    /** One page of what was done to one entity, newest first: what its detail page shows. */
    async history(
      entity: AuditEntity,
      entityId: string | number,
      page: PageRequest,
    ): Promise<AuditHistory> {
      const window = pageWindow(page);
      const { total, rows } = await repo.listFor(entity, String(entityId), window);
      return {
        entries: rows.map(({ entry, actorEmail }): AuditEntry => ({
          id: entry.id,
          actor:
            entry.actorUserId === null || actorEmail === null
              ? null
              : { id: entry.actorUserId, email: actorEmail },
          entity: entry.entity,
          entityId: entry.entityId,
          action: entry.action,
          before: entry.before,
          after: entry.after,
          reason: entry.reason,
          createdAt: entry.createdAt.toISOString(),
        })),
        totalPages: window.totalPages(total),
      };
    },

    /**
     * What these actions did to one entity, oldest first and without who did it: the facts a
     * customer may read of their own record (an order's timeline).
     */
    async actionsOf(
      entity: AuditEntity,
      entityId: string | number,
      actions: readonly AuditAction[],
    ) {
      const rows = await repo.actionsOf(entity, String(entityId), actions);
      return rows.map(({ action, before, after, reason, createdAt }) => ({
        action,
        before,
        after,
        reason,
        createdAt,
      }));
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
