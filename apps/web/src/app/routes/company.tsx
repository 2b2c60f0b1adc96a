import { AccountPage } from '../../components/layouts/account-page';
import { CompanyPeople } from '../../features/company/components/company-people';
import { useViewer } from './use-viewer';

/** /empresa 'Mi empresa': the company's members and invitations, managed by its administrator. */
export function CompanyRoute() {
  const { viewer, company } = useViewer();
  return (
    <AccountPage title="Mi empresa" summary={company?.businessName}>
      <CompanyPeople viewer={viewer} role={company?.role ?? null} />
    </AccountPage>
  );
}
