import { isDeepStrictEqual } from 'node:util';
import {
  bogotaDate,
  uvtWarnings,
  TAX_MESSAGES,
  type AuditHistory,
  type PageRequest,
  type TaxRuleTable,
  type TaxRulesUpdate,
  type TaxRulesView,
} from '@shop/shared';
import { ADVISORY_LOCKS, lockAdvisory } from '../../db/advisory-locks';
import type { Transactional } from '../../db/transactional';
import { AppError, fieldError } from '../../lib/errors';
import type { AuditService } from '../../platform/audit/service';
import type { TaxRuleRepository } from './repository';

interface Deps {
  rules: Transactional<TaxRuleRepository>;
  audit: AuditService;
}

/** The whole table is one audited entity: `tax_rules` with id 1. */
const ENTITY = { entity: 'tax_rules', entityId: 1 } as const;

const byKey =
  <T>(...keys: ((row: T) => string | number | null)[]) =>
  (a: T, b: T): number => {
    for (const key of keys) {
      const [x, y] = [key(a), key(b)];
      if (x === y) continue;
      // The default ReteICA (no municipality) comes first, before every DIVIPOLA code.
      if (x === null) return -1;
      if (y === null) return 1;
      return x < y ? -1 : 1;
    }
    return 0;
  };

/**
 * The table in one order whatever order it was typed in, so that two tables with the same rules
 * compare equal and the page and the audit log list them the same way.
 */
export function canonicalTable(table: TaxRuleTable): TaxRuleTable {
  return {
    uvt: table.uvt
      .map(({ year, value, source }) => ({ year, value, source }))
      .sort(byKey((u) => u.year)),
    withholdings: table.withholdings
      .map(({ kind, validFrom, rate, baseUvt, source }) => ({
        kind,
        validFrom,
        rate,
        baseUvt,
        source,
      }))
      .sort(
        byKey(
          (r) => r.kind,
          (r) => r.validFrom,
        ),
      ),
    ivaCaps: table.ivaCaps
      .map(({ kind, validFrom, capUvt, source }) => ({ kind, validFrom, capUvt, source }))
      .sort(
        byKey(
          (r) => r.kind,
          (r) => r.validFrom,
        ),
      ),
    reteIca: table.reteIca
      .map(({ municipalityCode, validFrom, perMil, baseUvt, agents, source }) => ({
        municipalityCode,
        validFrom,
        perMil,
        baseUvt,
        agents,
        source,
      }))
      .sort(
        byKey(
          (r) => r.municipalityCode,
          (r) => r.validFrom,
        ),
      ),
    icaPlace: table.icaPlace
      .map(({ validFrom, basis, source }) => ({ validFrom, basis, source }))
      .sort(byKey((r) => r.validFrom)),
  };
}

const municipalCodes = (table: TaxRuleTable) => [
  ...new Set(table.reteIca.flatMap((r) => (r.municipalityCode ? [r.municipalityCode] : []))),
];

/**
 * What the engine cannot do without: a UVT for today's year or an earlier one (every base is in
 * UVT), and the ReteICA of the municipalities without their own rate (it may be 0 ‰).
 */
function refuseIncomplete(table: TaxRuleTable, today: string): void {
  const year = Number(today.slice(0, 4));
  if (!table.uvt.some((u) => u.year <= year))
    throw fieldError('VALIDATION_ERROR', 'uvt', TAX_MESSAGES.uvtOfYear(year));
  if (!table.reteIca.some((r) => r.municipalityCode === null))
    throw fieldError('VALIDATION_ERROR', 'reteIca', TAX_MESSAGES.defaultReteIcaRequired);
}

/** Configuración › Impuestos (ADMIN_CONFIG): the dated rules, read and replaced whole, audited. */
export function createTaxRulesAdminService({ rules, audit }: Deps) {
  const updatedAt = async (): Promise<string | null> =>
    (await audit.history(ENTITY.entity, ENTITY.entityId, { offset: 0, limit: 1 })).entries[0]
      ?.createdAt ?? null;

  const viewOf = async (repo: TaxRuleRepository, table: TaxRuleTable): Promise<TaxRulesView> => {
    const names = await repo.municipalityNames(municipalCodes(table));
    return {
      ...table,
      reteIca: table.reteIca.map((r) => ({
        ...r,
        municipalityName: r.municipalityCode ? (names.get(r.municipalityCode) ?? null) : null,
      })),
      warnings: uvtWarnings(table.uvt, bogotaDate()),
      updatedAt: await updatedAt(),
    };
  };

  const view = async (): Promise<TaxRulesView> =>
    viewOf(rules.repo, canonicalTable(await rules.repo.table()));

  return {
    view,

    /**
     * Replaces the whole table in one transaction and records it, before and after, with the
     * reason. The table needs a UVT up to today's year and a default ReteICA; a ReteICA row must
     * name a DIVIPOLA municipality; the same table again is refused
     * (422), so the log only holds real changes.
     */
    async replace(actorUserId: number, input: TaxRulesUpdate): Promise<TaxRulesView> {
      const { reason, ...typed } = input;
      const next = canonicalTable(typed);
      refuseIncomplete(next, bogotaDate());
      const known = await rules.repo.municipalityNames(municipalCodes(next));
      const unknown = input.reteIca.findIndex(
        (r) => r.municipalityCode !== null && !known.has(r.municipalityCode),
      );
      if (unknown >= 0) {
        const code = input.reteIca[unknown]!.municipalityCode;
        throw fieldError(
          'VALIDATION_ERROR',
          `reteIca.${unknown}.municipalityCode`,
          `El municipio ${code} no existe en DIVIPOLA.`,
        );
      }
      await rules.inTransaction(async (repo, tx) => {
        // Two admins saving at once: the second compares against, and audits, the first's table.
        await lockAdvisory(tx, ADVISORY_LOCKS.taxRules, 1);
        const before = canonicalTable(await repo.table());
        if (isDeepStrictEqual(before, next))
          throw new AppError('NO_CHANGES', TAX_MESSAGES.noChanges);
        await repo.replace(next);
        await audit.record(tx, {
          actorUserId,
          ...ENTITY,
          action: 'update',
          before,
          after: next,
          reason,
        });
      });
      return view();
    },

    history: (page: PageRequest): Promise<AuditHistory> =>
      audit.history(ENTITY.entity, ENTITY.entityId, page),
  };
}
export type TaxRulesAdminService = ReturnType<typeof createTaxRulesAdminService>;
