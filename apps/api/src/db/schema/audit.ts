import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditEntity, AuditState } from '@shop/shared';
import { users } from './users';

/**
 * Every admin write: who (null = the system, or an account deleted since), when, what, the state
 * before and after, and why. Append-only: triggers of migration 0010 refuse UPDATE, DELETE and
 * TRUNCATE, whoever writes them.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    entity: text().$type<AuditEntity>().notNull(),
    entityId: text().notNull(),
    action: text().$type<AuditAction>().notNull(),
    before: jsonb().$type<AuditState>(),
    after: jsonb().$type<AuditState>(),
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt.desc().nullsFirst())],
);
