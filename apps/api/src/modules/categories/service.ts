import type {
  AuditHistory,
  Category,
  CategoryAdmin,
  CategoryCreate,
  CategoryRename,
  CategoryDetail,
  PageRequest,
} from '@shop/shared';
import { CATEGORY_MESSAGES, NOT_FOUND_MESSAGES } from '@shop/shared';
import { ADVISORY_LOCKS, lockAdvisory } from '../../db/advisory-locks';
import type { Transactional } from '../../db/transactional';
import { byName } from '../../lib/by-name';
import { conflict, fieldError, isUniqueViolation, notFound } from '../../lib/errors';
import type { AuditService } from '../../platform/audit/service';
import type { CategoryRepository, CategoryRow } from './repository';

const level = (n: number): 1 | 2 => (n === 2 ? 2 : 1);

const toCategory = (row: CategoryRow): Category => ({
  id: row.id,
  name: row.name,
  level: level(row.level),
  parentCategoryId: row.parentCategoryId,
});

const state = (row: CategoryRow) => ({
  name: row.name,
  level: row.level,
  parentCategoryId: row.parentCategoryId,
});

interface Deps {
  categories: Transactional<CategoryRepository>;
  audit: AuditService;
}

export function createCategoryService({ categories, audit }: Deps) {
  const repo = categories.repo;
  return {
    async list(level?: number): Promise<Category[]> {
      return (await repo.list(level)).map(toCategory).sort(byName);
    },
    async get(id: number): Promise<CategoryDetail> {
      const row = await repo.find(id);
      if (!row) throw notFound(NOT_FOUND_MESSAGES.category);
      const children = await repo.children(row.id);
      return { ...toCategory(row), subcategories: children.sort(byName) };
    },

    /** The dashboard's tables: level 1 then level 2, each by name, with what uses each one. */
    async listForAdmin(): Promise<CategoryAdmin[]> {
      const rows = await repo.listForAdmin();
      return rows
        .map((row) => ({ ...row, level: level(row.level) }))
        .sort((a, b) => a.level - b.level || byName(a, b));
    },

    history(id: number, page: PageRequest): Promise<AuditHistory> {
      return audit.history('category', id, page);
    },

    /**
     * A level-1 category, or a level-2 one under an existing level-1 parent; names are unique
     * under one parent whatever their case.
     */
    async create(actorUserId: number, input: CategoryCreate): Promise<Category> {
      const parentCategoryId = input.level === 2 ? input.parentCategoryId! : null;
      try {
        return await categories.inTransaction(async (locked, tx) => {
          await lockAdvisory(tx, ADVISORY_LOCKS.catalogueNames, 1);
          if (parentCategoryId !== null) {
            const parent = await locked.findForUpdate(parentCategoryId);
            if (!parent || parent.level !== 1)
              throw fieldError(
                'VALIDATION_ERROR',
                'parentCategoryId',
                CATEGORY_MESSAGES.parentInvalid,
              );
          }
          if (await locked.sameName(input.name, parentCategoryId))
            throw conflict('CATEGORY_NAME_TAKEN');
          const row = await locked.insert({
            name: input.name,
            level: input.level,
            parentCategoryId,
          });
          await audit.record(tx, {
            actorUserId,
            entity: 'category',
            entityId: row.id,
            action: 'create',
            before: null,
            after: state(row),
          });
          return toCategory(row);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('CATEGORY_NAME_TAKEN');
        throw err;
      }
    },

    /**
     * A new name, unique under the same parent whatever its case; the products of the category
     * are then searched by it.
     */
    async rename(actorUserId: number, id: number, input: CategoryRename): Promise<Category> {
      try {
        return await categories.inTransaction(async (locked, tx) => {
          await lockAdvisory(tx, ADVISORY_LOCKS.catalogueNames, 1);
          const before = await locked.findForUpdate(id);
          if (!before) throw notFound(NOT_FOUND_MESSAGES.category);
          if (await locked.sameName(input.name, before.parentCategoryId, id))
            throw conflict('CATEGORY_NAME_TAKEN');
          if (input.name === before.name) return toCategory(before);
          const after = await locked.rename(id, input.name);
          await locked.refreshSearchText(id);
          await audit.record(tx, {
            actorUserId,
            entity: 'category',
            entityId: id,
            action: 'update',
            before: { name: before.name },
            after: { name: after.name },
          });
          return toCategory(after);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('CATEGORY_NAME_TAKEN');
        throw err;
      }
    },

    /** Refused while products or subcategories use it, saying which and how many. */
    async remove(actorUserId: number, id: number): Promise<void> {
      await categories.inTransaction(async (locked, tx) => {
        const row = await locked.findForUpdate(id);
        if (!row) throw notFound(NOT_FOUND_MESSAGES.category);
        const usage = await locked.usage(id);
        if (usage.products > 0)
          throw conflict('CATEGORY_IN_USE', CATEGORY_MESSAGES.hasProducts(usage.products));
        if (usage.subcategories > 0)
          throw conflict('CATEGORY_IN_USE', CATEGORY_MESSAGES.hasChildren(usage.subcategories));
        await locked.remove(id);
        await audit.record(tx, {
          actorUserId,
          entity: 'category',
          entityId: id,
          action: 'delete',
          before: state(row),
          after: null,
        });
      });
    },
  };
}
export type CategoryService = ReturnType<typeof createCategoryService>;
