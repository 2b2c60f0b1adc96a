import type { Permission, Role, RoleCreate, RoleUpdate } from '@shop/shared';

/** What the role form holds: text as typed, permissions as ticked. */
export interface RoleFormValues {
  name: string;
  description: string;
  permissions: Permission[];
}

export const emptyRoleForm = (): RoleFormValues => ({ name: '', description: '', permissions: [] });

export const roleFormValues = (role: Role): RoleFormValues => ({
  name: role.name,
  description: role.description,
  permissions: [...role.permissions],
});

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

/**
 * The fields an edit changed (PATCH sends only those: docs/architecture.md, "Contract: API calls"),
 * from the form's checked values (text trimmed); permissions compare in any order. Empty when
 * nothing changed.
 */
export function roleChanges(role: Role, values: RoleCreate): RoleUpdate {
  const changes: RoleUpdate = {};
  const { name } = values;
  const description = values.description ?? '';
  if (name !== role.name) changes.name = name;
  if (description !== role.description) changes.description = description;
  if (!sameSet(values.permissions, role.permissions)) changes.permissions = values.permissions;
  return changes;
}
