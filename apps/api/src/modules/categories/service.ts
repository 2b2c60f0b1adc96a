import type { Category, CategoryDetail } from '@shop/shared';
import { NOT_FOUND_MESSAGES } from '@shop/shared';
import { notFound } from '../../lib/errors';
import type { CategoryRepository, CategoryRow } from './repository';

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'es', { sensitivity: 'base' });

const toCategory = (row: CategoryRow): Category => ({
  id: row.id,
  name: row.name,
  level: row.level === 2 ? 2 : 1,
  parentCategoryId: row.parentCategoryId,
});

export function createCategoryService(categories: CategoryRepository) {
  return {
    async list(level?: number): Promise<Category[]> {
      return (await categories.list(level)).map(toCategory).sort(byName);
    },
    async get(id: number): Promise<CategoryDetail> {
      const row = await categories.find(id);
      if (!row) throw notFound(NOT_FOUND_MESSAGES.category);
      const children = await categories.children(row.id);
      return { ...toCategory(row), subcategories: children.sort(byName) };
    },
  };
}
export type CategoryService = ReturnType<typeof createCategoryService>;
