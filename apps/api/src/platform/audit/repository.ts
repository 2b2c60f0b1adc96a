import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AuditAction, AuditEntity, PageWindow } from '@shop/shared';
import type { Db, DbOrTx } from '../../db/client';
import { auditLog, users } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferInsert;

/** The audit log: appended to inside the caller's transaction, read one entity at a time. */
export function createAuditRepository(db: Db) {
  return {
    async add(tx: DbOrTx, row: AuditRow): Promise<void> {
      await tx.insert(auditLog).values(row);
    },

    /**
     * Appends many entries in their order (a bulk import's), thousands per statement as one jsonb
     * array typed as audit rows: binding seven parameters per entry cost more than the insert.
     */
    async addMany(tx: DbOrTx, rows: AuditRow[]): Promise<void> {
      for (let i = 0; i < rows.length; i += 5000) {
        const entries = rows.slice(i, i + 5000).map((r) => ({
          actor_user_id: r.actorUserId ?? null,
          entity: r.entity,
          entity_id: r.entityId,
          action: r.action,
          before: r.before ?? null,
          after: r.after ?? null,
          reason: r.reason ?? null,
        }));
        await tx.execute(sql`
          insert into ${auditLog} (actor_user_id, entity, entity_id, action, before, after, reason)
          select actor_user_id, entity, entity_id, action, before, after, reason
          from jsonb_populate_recordset(null::audit_log, ${JSON.stringify(entries)}::jsonb)`);
      }
    },

    /** One page of an entity's entries, newest first; entries of one transaction by insertion. */
    async listFor(
      entity: AuditEntity,
      entityId: string,
      page: Pick<PageWindow, 'limit' | 'offset'>,
    ) {
      const ofEntity = and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId));
      const [{ n }] = (await db.select({ n: count() }).from(auditLog).where(ofEntity)) as [
        { n: number },
      ];
      const rows = await db
        .select({ entry: auditLog, actorEmail: users.email })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorUserId))
        .where(ofEntity)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(page.limit)
        .offset(page.offset);
      return { total: n, rows };
    },

    /** Every entry of these actions on one entity, oldest first (an order's few status changes). */
    async actionsOf(entity: AuditEntity, entityId: string, actions: readonly AuditAction[]) {
      return db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entity, entity),
            eq(auditLog.entityId, entityId),
            inArray(auditLog.action, [...actions]),
          ),
        )
        .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
