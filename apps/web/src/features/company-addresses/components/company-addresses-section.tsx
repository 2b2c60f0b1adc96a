import { useId, useState } from 'react';
import { Archive, Pencil, Plus } from 'lucide-react';
import type { CompanyAddress, CompanyRole } from '@shop/shared';
import { LoadProblem } from '../../../components/errors/load-problem';
import { Button } from '../../../components/ui/button/button';
import { Notice } from '../../../components/ui/notice/notice';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { useCompanyAddresses } from '../../../hooks/use-company-addresses';
import type { Viewer } from '../../../lib/query-keys';
import { ADDRESS_PAGE_MESSAGES } from '../utils/messages';
import { AddressCard } from './address-card';
import { AddressDialog, type AddressDialogTarget } from './address-dialog';
import { ArchiveAddressDialog } from './archive-address-dialog';
import styles from './company-addresses-section.module.css';

interface CompanyAddressesSectionProps {
  viewer: Viewer;
  /** The reader's role in the company: only its administrator adds, edits or archives. */
  role: CompanyRole;
  /** Off on a page whose own title already says 'Direcciones de entrega'. */
  showTitle?: boolean;
}

/**
 * 'Direcciones de entrega': the company's sedes, which its members pick at checkout. The
 * administrator adds, edits and archives them; the other members read them.
 */
export function CompanyAddressesSection({
  viewer,
  role,
  showTitle = true,
}: CompanyAddressesSectionProps) {
  const titleId = useId();
  const addresses = useCompanyAddresses(viewer);
  const [editing, setEditing] = useState<AddressDialogTarget | null>(null);
  const [archiving, setArchiving] = useState<CompanyAddress | null>(null);
  const administers = role === 'ADMINISTRADOR';

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={showTitle ? styles.title : 'visually-hidden'}>
          Direcciones de entrega
        </h2>
        {administers ? (
          <Button
            icon={<Plus size={18} aria-hidden="true" />}
            onClick={() => setEditing({ mode: 'create' })}
          >
            Agregar dirección
          </Button>
        ) : null}
      </div>
      {administers ? null : (
        <Notice>
          <p>{ADDRESS_PAGE_MESSAGES.readOnly}</p>
        </Notice>
      )}
      {addresses.data ? (
        addresses.data.length > 0 ? (
          <div className={styles.cards}>
            {addresses.data.map((address) => (
              <AddressCard
                key={address.id}
                address={address}
                actions={
                  administers ? (
                    <>
                      <Button
                        variant="secondary"
                        icon={<Pencil size={16} aria-hidden="true" />}
                        aria-label={`Editar ${address.siteName}`}
                        onClick={() => setEditing({ mode: 'edit', address })}
                      >
                        Editar
                      </Button>
                      <Button
                        variant="ghost"
                        icon={<Archive size={16} aria-hidden="true" />}
                        aria-label={`Archivar ${address.siteName}`}
                        onClick={() => setArchiving(address)}
                      >
                        Archivar
                      </Button>
                    </>
                  ) : null
                }
              />
            ))}
          </div>
        ) : (
          <p className={styles.empty}>{ADDRESS_PAGE_MESSAGES.empty}</p>
        )
      ) : addresses.isError ? (
        <LoadProblem
          message={ADDRESS_PAGE_MESSAGES.loadFailed}
          onRetry={() => void addresses.refetch()}
          isRetrying={addresses.isFetching}
        />
      ) : (
        <div className={styles.cards} aria-busy="true">
          <Skeleton height="10rem" radius="md" />
          <Skeleton height="10rem" radius="md" />
        </div>
      )}
      <AddressDialog target={editing} onClose={() => setEditing(null)} />
      <ArchiveAddressDialog address={archiving} onClose={() => setArchiving(null)} />
    </section>
  );
}
