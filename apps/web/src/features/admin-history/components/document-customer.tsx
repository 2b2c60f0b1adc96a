import { Link } from 'react-router';
import { CLIENT_TYPE_LABELS, formatNit, type DocumentCustomer } from '@shop/shared';
import { DocumentFacts } from '../../../components/documents/document-section';
import { paths } from '../../../config/paths';

/**
 * Who the document was issued to, as it recorded them (a later profile edit does not move it),
 * with the way to the client's screen.
 */
export function DocumentCustomerFacts({ customer }: { customer: DocumentCustomer }) {
  const clientType =
    (CLIENT_TYPE_LABELS as Record<string, string>)[customer.clientType] ?? customer.clientType;
  return (
    <>
      <DocumentFacts
        facts={[
          { label: 'Cliente', value: customer.businessName ?? customer.fullName },
          ...(customer.businessName ? [{ label: 'Contacto', value: customer.fullName }] : []),
          {
            label: customer.isCompany ? 'NIT' : 'Identificación',
            value: customer.isCompany
              ? formatNit(customer.identification)
              : customer.identification,
          },
          { label: 'Tipo de cliente', value: clientType },
          { label: 'Correo', value: customer.email },
          { label: 'Teléfono', value: customer.phone },
          { label: 'Dirección', value: `${customer.address}, ${customer.city}` },
        ]}
      />
      <Link to={paths.dashboardClient.getHref(customer.userId)}>Ver la ficha del cliente</Link>
    </>
  );
}
