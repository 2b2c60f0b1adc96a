import type { Brand, BrandDetail } from '@shop/shared';
import { NOT_FOUND_MESSAGES } from '@shop/shared';
import { notFound } from '../../lib/errors';
import type { BrandRepository } from './repository';

export function createBrandService(brands: BrandRepository) {
  return {
    /** Sorted as a Spanish reader expects (accents and case do not split the list). */
    async list(): Promise<Brand[]> {
      const rows = await brands.list();
      return rows.sort((a, b) => a.name.localeCompare(b.name, 'es', { sensitivity: 'base' }));
    },
    async get(id: number): Promise<BrandDetail> {
      const row = await brands.find(id);
      if (!row) throw notFound(NOT_FOUND_MESSAGES.brand);
      return row;
    },
  };
}
export type BrandService = ReturnType<typeof createBrandService>;
