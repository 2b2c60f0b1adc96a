import { json, on } from '../fake-api';

/** GET /api/roles: every role. */
export const rolesApi = (roles: unknown[] = []) => on('GET', '/api/roles', () => json(roles));
