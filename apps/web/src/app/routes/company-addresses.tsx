import { AccountPage } from '../../components/layouts/account-page';
import { Notice } from '../../components/ui/notice/notice';
import { paths } from '../../config/paths';
import { CompanyAddressesSection } from '../../features/company-addresses/components/company-addresses-section';
import { ADDRESS_PAGE_MESSAGES } from '../../features/company-addresses/utils/messages';
import { useViewer } from './use-viewer';

/** /empresa/direcciones: the company's delivery addresses, reached from 'Mi empresa'. */
export function CompanyAddressesRoute() {
  const { viewer, company } = useViewer();
  return (
    <AccountPage
      title="Direcciones de entrega"
      summary={company?.businessName}
      parents={[{ label: 'Mi empresa', href: paths.company.getHref() }]}
    >
      {company ? (
        <CompanyAddressesSection viewer={viewer} role={company.role} showTitle={false} />
      ) : (
        <Notice>
          <p>{ADDRESS_PAGE_MESSAGES.personOnly}</p>
        </Notice>
      )}
    </AccountPage>
  );
}
