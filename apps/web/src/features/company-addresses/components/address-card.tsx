import { useId, type ReactNode } from 'react';
import { MapPin } from 'lucide-react';
import type { CompanyAddress } from '@shop/shared';
import styles from './company-addresses-section.module.css';

/** One sede: where it is and who receives there; `actions` for the administrator. */
export function AddressCard({
  address,
  actions,
}: {
  address: CompanyAddress;
  actions?: ReactNode;
}) {
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.cardTitle}>
        <MapPin size={18} aria-hidden="true" className={styles.icon} />
        {address.siteName}
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>Dirección</dt>
          <dd>{address.address}</dd>
        </div>
        <div>
          <dt>Ciudad</dt>
          <dd>{address.city}</dd>
        </div>
        <div>
          <dt>Recibe</dt>
          <dd>
            {address.contactName},{' '}
            <a className={styles.phone} href={`tel:${address.contactPhone}`}>
              {address.contactPhone}
            </a>
          </dd>
        </div>
      </dl>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}
