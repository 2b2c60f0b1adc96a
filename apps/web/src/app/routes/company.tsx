import { Link } from 'react-router';
import { AccountPage } from '../../components/layouts/account-page';
import { paths } from '../../config/paths';
import { CompanyPeople } from '../../features/company/components/company-people';
import { useViewer } from './use-viewer';

/**
 * /empresa 'Mi empresa': the company's members and invitations, managed by its administrator,
 * and the way to its delivery addresses (a page of their own, read by every member).
 */
export function CompanyRoute() {
  const { viewer, company } = useViewer();
  return (
    <AccountPage
      title="Mi empresa"
      summary={
        company ? (
          <>
            {company.businessName} ·{' '}
            <Link to={paths.companyAddresses.getHref()}>Direcciones de entrega</Link>
          </>
        ) : undefined
      }
    >
      <CompanyPeople viewer={viewer} role={company?.role ?? null} />
    </AccountPage>
  );
}
