import { transactional } from '../../db/transactional';
import type { ShopModule } from '../../lib/shop-module';
import type { Platform } from '../../platform/context';
import { taxRulesAdminRoutes } from './admin-routes';
import { createTaxRulesAdminService } from './admin-service';
import { createTaxRuleRepository } from './repository';
import { createTaxRuleService } from './service';

/** The dated tax rules (docs/taxes.md): read on every use, edited by staff with a reason. */
export function taxesModule({ db, reads, audit }: Pick<Platform, 'db' | 'reads' | 'audit'>) {
  const rules = transactional(db, createTaxRuleRepository);
  return {
    routes: [taxRulesAdminRoutes(createTaxRulesAdminService({ rules, audit }))],
    ports: {
      taxRules: createTaxRuleService(createTaxRuleRepository(reads)),
    },
  } satisfies ShopModule;
}
