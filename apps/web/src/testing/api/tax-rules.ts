import type { TaxRulesView } from '@shop/shared';
import { TAX_RULES_VIEW } from '../admin-config';
import { anyOf, json, on, type ApiCall } from '../fake-api';
import { auditApi } from './audit';

/**
 * The tax table: GET answers what was last saved; PUT (unless `put` answers it) saves the table
 * sent, its municipalities unnamed; the trail is empty.
 */
export function taxRulesApi({
  view = TAX_RULES_VIEW,
  put,
}: { view?: TaxRulesView; put?: (call: ApiCall) => Response } = {}) {
  let current = view;
  return anyOf(
    on('GET', '/api/tax-rules', () => json(current)),
    on('PUT', '/api/tax-rules', (call) => {
      if (put) return put(call);
      const { reason: _reason, ...table } = call.body as TaxRulesView & { reason: string };
      const reteIca = table.reteIca.map((rule) => ({ ...rule, municipalityName: null }));
      current = { ...view, ...table, reteIca, updatedAt: '2026-11-24T12:00:00.000Z' };
      return json(current);
    }),
    auditApi('/api/tax-rules/audit'),
  );
}
