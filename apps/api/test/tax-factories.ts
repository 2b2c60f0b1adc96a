import type { TaxRuleTable } from '@shop/shared';
import type { Db } from '../src/db/client';
import { createTaxRuleRepository } from '../src/modules/taxes/repository';
import { createTrmRepository } from '../src/modules/trm/repository';

/** Replaces the dated tax rules as an accountant's edit would (PUT /api/tax-rules writes the same). */
export const replaceTaxRules = (db: Db, table: TaxRuleTable) =>
  createTaxRuleRepository(db).replace(table);

/** Stores the TRM of a Bogotá day, as the provider's daily fetch does. */
export const saveTrm = (db: Db, date: string, value: number) =>
  createTrmRepository(db).save(date, value);
