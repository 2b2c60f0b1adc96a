import { COMPANY_ROLE_LABELS, COMPANY_ROLES } from '@shop/shared';

/** The four company roles as a select's options, in the order ADR 017 lists them. */
export function RoleOptions() {
  return COMPANY_ROLES.map((role) => (
    <option key={role} value={role}>
      {COMPANY_ROLE_LABELS[role]}
    </option>
  ));
}
