import type { Account } from '@shop/shared';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import type { Viewer } from '../../../lib/query-keys';
import { ClientTypeForm } from './client-type-form';
import { ProfileForm } from './profile-form';
import styles from './account-form.module.css';

interface ChangeDataFormsProps {
  account: Account;
  viewer: Viewer;
}

/**
 * The two forms of /user/{id}/change-data (docs/architecture.md, "Contract: screens and routes"):
 * client type, then the profile.
 */
export function ChangeDataForms({ account, viewer }: ChangeDataFormsProps) {
  return (
    <div className={styles.columns}>
      <ClientTypeForm account={account} viewer={viewer} />
      <ProfileForm account={account} viewer={viewer} />
    </div>
  );
}

export function ChangeDataSkeleton() {
  return (
    <div className={styles.columns} aria-busy="true" aria-label="Cargando sus datos">
      <Skeleton height="16rem" radius="md" />
      <Skeleton height="40rem" radius="md" />
    </div>
  );
}
