import type {
  AuditHistory,
  Brand,
  BrandAdmin,
  BrandCreate,
  BrandDetail,
  BrandUpdate,
  PageRequest,
} from '@shop/shared';
import { BRAND_MESSAGES, NOT_FOUND_MESSAGES } from '@shop/shared';
import { ADVISORY_LOCKS, lockAdvisory } from '../../db/advisory-locks';
import type { Tx } from '../../db/client';
import type { Transactional } from '../../db/transactional';
import { sanitizeRichText } from '../../lib/html';
import { byName } from '../../lib/by-name';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors';
import type { AuditService } from '../../platform/audit/service';
import type { BrandRepository, BrandRow } from './repository';

interface Deps {
  brands: Transactional<BrandRepository>;
  audit: AuditService;
}

const state = ({ name, title, description, logo }: BrandRow) => ({
  name,
  title,
  description,
  logo,
});

export function createBrandService({ brands, audit }: Deps) {
  const repo = brands.repo;

  /** Name checks run one at a time, so two admins cannot create 'Ubiquiti' and 'UBIQUITI' at once. */
  async function named<T>(work: (locked: BrandRepository, tx: Tx) => Promise<T>) {
    try {
      return await brands.inTransaction(async (locked, tx) => {
        await lockAdvisory(tx, ADVISORY_LOCKS.catalogueNames, 2);
        return work(locked, tx);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('BRAND_NAME_TAKEN');
      throw err;
    }
  }

  const found = async (locked: BrandRepository, id: number) => {
    const row = await locked.findForUpdate(id);
    if (!row) throw notFound(NOT_FOUND_MESSAGES.brand);
    return row;
  };

  return {
    /** Sorted as a Spanish reader expects (accents and case do not split the list). */
    async list(): Promise<Brand[]> {
      return (await repo.list()).sort(byName);
    },
    async get(id: number): Promise<BrandDetail> {
      const row = await repo.find(id);
      if (!row) throw notFound(NOT_FOUND_MESSAGES.brand);
      return row;
    },
    async listForAdmin(): Promise<BrandAdmin[]> {
      return (await repo.listForAdmin()).sort(byName);
    },
    history(id: number, page: PageRequest): Promise<AuditHistory> {
      return audit.history('brand', id, page);
    },

    /** A brand with a unique name (whatever its case); its description is stored sanitized. */
    async create(actorUserId: number, input: BrandCreate): Promise<BrandDetail> {
      return named(async (locked, tx) => {
        if (await locked.sameName(input.name)) throw conflict('BRAND_NAME_TAKEN');
        const row = await locked.insert({
          name: input.name,
          title: input.title ?? '',
          description: sanitizeRichText(input.description ?? ''),
          logo: input.logo ?? null,
        });
        await audit.record(tx, {
          actorUserId,
          entity: 'brand',
          entityId: row.id,
          action: 'create',
          before: null,
          after: state(row),
        });
        return row;
      });
    },

    /** Changes the fields sent; a new name is unique too and refreshes its products' search text. */
    async update(actorUserId: number, id: number, input: BrandUpdate): Promise<BrandDetail> {
      if (Object.keys(input).length === 0) throw badRequest(BRAND_MESSAGES.unchanged);
      return named(async (locked, tx) => {
        const before = await found(locked, id);
        if (input.name !== undefined && (await locked.sameName(input.name, id)))
          throw conflict('BRAND_NAME_TAKEN');
        const after = await locked.update(id, {
          ...input,
          ...(input.description !== undefined && {
            description: sanitizeRichText(input.description),
          }),
        });
        if (after.name !== before.name) await locked.refreshSearchText(id, after.name);
        const keys = Object.keys(input) as (keyof ReturnType<typeof state>)[];
        const pick = (row: BrandRow) =>
          Object.fromEntries(keys.filter((k) => before[k] !== after[k]).map((k) => [k, row[k]]));
        await audit.record(tx, {
          actorUserId,
          entity: 'brand',
          entityId: id,
          action: 'update',
          before: pick(before),
          after: pick(after),
        });
        return after;
      });
    },

    /** Refused while products use the brand, with how many do. */
    async remove(actorUserId: number, id: number): Promise<void> {
      await brands.inTransaction(async (locked, tx) => {
        const before = await found(locked, id);
        const used = await locked.productCount(id);
        if (used > 0) throw conflict('BRAND_IN_USE', BRAND_MESSAGES.inUse(used));
        await locked.remove(id);
        await audit.record(tx, {
          actorUserId,
          entity: 'brand',
          entityId: id,
          action: 'delete',
          before: state(before),
          after: null,
        });
      });
    },
  };
}
export type BrandService = ReturnType<typeof createBrandService>;
