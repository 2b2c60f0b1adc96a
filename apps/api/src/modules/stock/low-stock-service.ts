import { lowStockPageSize, pageWindow, type LowStockList } from '@shop/shared';
import { foldText } from '../../lib/fold';
import type { LowStockRepository } from './low-stock-repository';

export interface LowStockRequest {
  offset: number;
  limit?: number;
  searchTerm?: string;
}

/** The stock monitor of the dashboard (ADMIN_STOCK): what is at or under its minimum. */
export function createLowStockService(repo: LowStockRepository) {
  return {
    /** One page; without a limit, 30 rows, or 20 while searching (docs/architecture.md, "Contract: constants and limits"). */
    async list({ offset, limit, searchTerm }: LowStockRequest): Promise<LowStockList> {
      const words = foldText(searchTerm ?? '')
        .split(' ')
        .filter(Boolean);
      const window = pageWindow({ offset, limit: limit ?? lowStockPageSize(searchTerm) });
      const { rows, total } = await repo.page(words, window);
      return { products: rows, totalPages: window.totalPages(total) };
    },
  };
}
export type LowStockService = ReturnType<typeof createLowStockService>;
