import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clientAccount } from '../../../testing/admin-clients';
import { AccountDetails } from './account-details';

describe('AccountDetails', () => {
  it("shows a customer their client type, not 'Roles: Cliente'", () => {
    render(<AccountDetails account={clientAccount()} />);
    expect(screen.queryByText('Roles')).toBeNull();
    expect(screen.getByText('Tipo de cliente')).toBeVisible();
    expect(screen.getByText('Integrador de soluciones')).toBeVisible();
  });

  it('shows staff the roles, beside their control', () => {
    render(
      <AccountDetails
        account={clientAccount()}
        staff={{ status: null, clientType: null, roles: <button>Cambiar roles</button>, rut: null }}
      />,
    );
    expect(screen.getByText('Roles')).toBeVisible();
    expect(screen.getByText('Cliente')).toBeVisible();
  });
});
