import type { ComponentProps } from 'react';
import { paths } from '../../config/paths';
import { AccountPage } from './account-page';

type DashboardPageProps = Omit<ComponentProps<typeof AccountPage>, 'parents' | 'root'> & {
  /** Crumbs between 'Dashboard' and the page ('Clientes' above a client's detail). */
  parents?: ComponentProps<typeof AccountPage>['parents'];
};

/**
 * The frame of a dashboard screen: the customer pages' frame, its crumbs starting at the
 * dashboard (its shell links back to the shop).
 */
export function DashboardPage({ parents = [], ...props }: DashboardPageProps) {
  return (
    <AccountPage
      root={{ label: 'Dashboard', href: paths.dashboard.getHref() }}
      parents={parents}
      {...props}
    />
  );
}
