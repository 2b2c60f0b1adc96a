import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@shop/shared';
import { RouteError } from '../../components/errors/route-error';
import { renderCustomerPage } from '../../testing/render-customer';
import { expectConsoleError } from '../../testing/console';
import { renderWithProviders } from '../../testing/render';
import { AccountRoute } from './account';
import { ChangeDataRoute } from './change-data';

describe("the spec's texts for an account address and a failed page", () => {
  it.each([
    ['/user/abc', '/user/:id', <AccountRoute key="a" />],
    ['/user/abc/change-data', '/user/:id/change-data', <ChangeDataRoute key="c" />],
  ])('%s says the user is not defined', async (path, route, element) => {
    renderCustomerPage(path, { path: route, element });
    expect(await screen.findByText(MESSAGES.userUndefined, { exact: false })).toBeVisible();
  });

  it("a page that throws shows '¡Algo falló!' with a way back", async () => {
    expectConsoleError(/render bug/);
    const Broken = () => {
      throw new Error('render bug');
    };
    const router = createMemoryRouter([
      { path: '/', element: <Broken />, errorElement: <RouteError /> },
    ]);
    renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: '¡Algo falló!' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
  });
});
