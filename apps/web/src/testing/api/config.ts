import type { AdminConfig } from '@shop/shared';
import { STORED } from '../admin-config';
import { anyOf, json, on, type ApiCall } from '../fake-api';
import { auditApi } from './audit';

/**
 * The shop's settings: GET answers what was last saved; PATCH (unless `patch` answers it) saves
 * with a later `updatedAt`; the trail is empty and the test mail is sent.
 */
export function configApi({
  stored = STORED,
  patch,
}: { stored?: AdminConfig; patch?: (call: ApiCall) => Response } = {}) {
  let current = stored;
  return anyOf(
    on('GET', '/api/config', () => json(current)),
    on('PATCH', '/api/config', (call) => {
      if (patch) return patch(call);
      current = { ...current, updatedAt: '2026-11-24T11:00:00.000Z' };
      return json(current);
    }),
    auditApi('/api/config/audit'),
    on('POST', '/api/config/test-mail', () =>
      json({ message: 'Correo de prueba enviado a marta@example.com.' }),
    ),
  );
}
