import type { TaxRuleTable } from '@shop/shared';
import type { TaxRuleRepository } from './repository';

/** The port other modules read the rules through (the orders, the cart estimate, the config). */
export interface TaxRulesPort {
  /** The whole table of dated rules. */
  rules(): Promise<TaxRuleTable>;
}

/** The tax rules: read from the database on every use, so every process sees an edit at once. */
export function createTaxRuleService(repo: TaxRuleRepository): TaxRulesPort {
  return {
    rules: () => repo.table(),
  };
}
export type TaxRuleService = ReturnType<typeof createTaxRuleService>;
