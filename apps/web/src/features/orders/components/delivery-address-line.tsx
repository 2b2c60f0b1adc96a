import type { DeliveryAddress } from '@shop/shared';

/**
 * Where the order goes, from the copy it made when it was placed (ADR 017): a later edit of the
 * company's address never rewrites it. One line, so it reads the same on screen and printed.
 */
export function DeliveryAddressLine({ address }: { address: DeliveryAddress }) {
  return (
    <p>
      Entregar en: {address.siteName} — {address.address}, {address.city} · Recibe:{' '}
      {address.contactName}, {address.contactPhone}
    </p>
  );
}
