import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_SECTIONS } from '../../../config/dashboard-sections';
import { DashboardNav } from './dashboard-nav';

describe("the dashboard's 'Opciones'", () => {
  it('gives every screen of the menu its icon', () => {
    render(
      <MemoryRouter>
        <DashboardNav sections={DASHBOARD_SECTIONS} showWelcome />
      </MemoryRouter>,
    );
    const withoutIcon = DASHBOARD_SECTIONS.filter(
      (section) =>
        !screen.getByRole('link', { name: section.label }).querySelector('svg[aria-hidden]'),
    ).map((section) => section.label);
    expect(withoutIcon).toEqual([]);
  });
});
