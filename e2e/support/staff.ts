import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import type { Permission } from '@shop/shared';
import { createCustomer, WRITE_HEADERS, type Customer } from './accounts';

/** The demo administrator the e2e shop seeds. It hands out roles and is never changed itself. */
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Admin12345' };

export interface Staff extends Customer {
  /** The role made for this account alone; removed again by `removeStaffRole`. */
  roleId: number;
  /** The roles the account had before (the customer role, with USER). */
  customerRoleIds: number[];
}

async function ok(response: APIResponse, what: string) {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return response;
}

/**
 * Runs `work` with `request` signed in as the demo administrator, and signs out after: no
 * administrator session stays open while the test runs.
 */
export async function asDemoAdmin<T>(
  request: APIRequestContext,
  work: () => Promise<T>,
): Promise<T> {
  await ok(
    await request.post('/api/auth/login', { headers: WRITE_HEADERS, data: DEMO_ADMIN }),
    'sign-in of the demo administrator',
  );
  try {
    return await work();
  } finally {
    await ok(await request.post('/api/auth/logout', { headers: WRITE_HEADERS }), 'sign-out');
  }
}

/**
 * A fresh customer given, by the demo administrator (signed in on `admin`, see asDemoAdmin), a role made
 * for it with exactly `permissions`, on top of the customer role it registered with.
 */
export async function createStaff(
  admin: APIRequestContext,
  permissions: Permission[],
): Promise<Staff> {
  const customer = await createCustomer(admin, 'Camilo Restrepo Staff');
  const account = await ok(await admin.get(`/api/auth/${customer.id}`), 'the new account');
  const customerRoleIds = ((await account.json()) as { roles: { id: number }[] }).roles.map(
    (role) => role.id,
  );
  const role = await ok(
    await admin.post('/api/roles', {
      headers: WRITE_HEADERS,
      data: {
        name: `E2E ${permissions.join(' ')} ${Date.now()}${Math.random().toString(36).slice(2, 6)}`,
        description: 'Rol de una prueba e2e; se elimina al terminar.',
        permissions,
      },
    }),
    'role creation',
  );
  const roleId = ((await role.json()) as { id: number }).id;
  await ok(
    await admin.patch(`/api/auth/update/${customer.id}`, {
      headers: WRITE_HEADERS,
      data: { roles: [...customerRoleIds, roleId], comments: 'Personal para una prueba e2e' },
    }),
    'role assignment',
  );
  return { ...customer, roleId, customerRoleIds };
}

/** Takes the test's role off the account and deletes it: the shop keeps no role per test. */
export async function removeStaffRole(admin: APIRequestContext, staff: Staff): Promise<void> {
  await ok(
    await admin.patch(`/api/auth/update/${staff.id}`, {
      headers: WRITE_HEADERS,
      data: { roles: staff.customerRoleIds, comments: 'Fin de la prueba e2e' },
    }),
    'role removal',
  );
  await ok(
    await admin.delete(`/api/roles/${staff.roleId}`, { headers: WRITE_HEADERS }),
    'role deletion',
  );
}
