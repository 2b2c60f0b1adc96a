import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { clientListItem } from '../../../testing/admin-clients';
import type { TableSort } from '../../../components/ui/record-table/use-sort-param';
import { ClientsTable } from './clients-table';

const BY_NAME: TableSort = { key: 'name', order: 'asc', onSort: () => {}, choose: () => {} };

describe('ClientsTable', () => {
  it("shows the registration day in the long Spanish form, as Colombia's calendar had it", () => {
    render(
      <MemoryRouter>
        <ClientsTable
          clients={[
            // 23:30 in Bogotá on the 1st is already the 2nd in UTC.
            clientListItem({ id: 7, fullName: 'Ana Gómez', createdAt: '2026-12-02T04:30:00.000Z' }),
          ]}
          sort={BY_NAME}
        />
      </MemoryRouter>,
    );
    const row = screen.getByRole('row', { name: /Ana Gómez|Conectividad/ });
    expect(within(row).getByText('1 de diciembre de 2026')).toBeVisible();
  });
});
