import { asc, inArray } from 'drizzle-orm';
import type { TaxRuleTable } from '@shop/shared';
import type { DbOrTx } from '../../db/client';
import {
  municipalities,
  taxIcaPlaceRules,
  taxIvaCaps,
  taxReteIcaRules,
  taxUvt,
  taxWithholdingRules,
} from '../../db/schema';

/** The dated tax rules, read and replaced whole (docs/taxes.md). */
export function createTaxRuleRepository(db: DbOrTx) {
  return {
    async table(): Promise<TaxRuleTable> {
      const [uvt, withholdings, ivaCaps, reteIca, icaPlace] = [
        await db.select().from(taxUvt).orderBy(asc(taxUvt.year)),
        await db
          .select()
          .from(taxWithholdingRules)
          .orderBy(asc(taxWithholdingRules.kind), asc(taxWithholdingRules.validFrom)),
        await db.select().from(taxIvaCaps).orderBy(asc(taxIvaCaps.kind), asc(taxIvaCaps.validFrom)),
        await db
          .select()
          .from(taxReteIcaRules)
          .orderBy(asc(taxReteIcaRules.municipalityCode), asc(taxReteIcaRules.validFrom)),
        await db.select().from(taxIcaPlaceRules).orderBy(asc(taxIcaPlaceRules.validFrom)),
      ];
      return {
        uvt: uvt.map(({ year, value, source }) => ({ year, value, source })),
        withholdings: withholdings.map(({ id: _id, ...rule }) => rule),
        ivaCaps: ivaCaps.map(({ id: _id, ...rule }) => rule),
        reteIca: reteIca.map(({ id: _id, ...rule }) => rule),
        icaPlace: icaPlace.map(({ id: _id, ...rule }) => rule),
      };
    },

    /** Replaces every rule with `table`, in the caller's transaction. */
    async replace(table: TaxRuleTable): Promise<void> {
      await db.delete(taxUvt);
      await db.delete(taxWithholdingRules);
      await db.delete(taxIvaCaps);
      await db.delete(taxReteIcaRules);
      await db.delete(taxIcaPlaceRules);
      if (table.uvt.length) await db.insert(taxUvt).values(table.uvt);
      if (table.withholdings.length)
        await db.insert(taxWithholdingRules).values(table.withholdings);
      if (table.ivaCaps.length) await db.insert(taxIvaCaps).values(table.ivaCaps);
      if (table.reteIca.length) await db.insert(taxReteIcaRules).values(table.reteIca);
      if (table.icaPlace.length) await db.insert(taxIcaPlaceRules).values(table.icaPlace);
    },

    /** The DIVIPOLA names of `codes` by code; a code DIVIPOLA does not know is absent. */
    async municipalityNames(codes: readonly string[]): Promise<Map<string, string>> {
      if (!codes.length) return new Map();
      const rows = await db
        .select({ code: municipalities.daneCode, name: municipalities.name })
        .from(municipalities)
        .where(inArray(municipalities.daneCode, [...codes]));
      return new Map(rows.map((r) => [r.code, r.name]));
    },

    async isEmpty(): Promise<boolean> {
      const [row] = await db.select({ year: taxUvt.year }).from(taxUvt).limit(1);
      return !row;
    },
  };
}
export type TaxRuleRepository = ReturnType<typeof createTaxRuleRepository>;
