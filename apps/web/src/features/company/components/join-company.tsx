import {
  COMPANY_MESSAGES,
  COMPANY_ROLE_DESCRIPTIONS,
  COMPANY_ROLE_LABELS,
  type SessionResponse,
} from '@shop/shared';
import { Notice } from '../../../components/ui/notice/notice';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { useInvitationPreview } from '../api/preview-invitation';
import { JoinForm } from './join-form';
import styles from './join-company.module.css';

interface JoinCompanyProps {
  /** The link's token; null when the link came without one. */
  token: string | null;
  onJoined: (session: SessionResponse) => void;
}

/**
 * The invitation link's page: who invites, to which company, with which role; then the form that
 * creates the login. A link that no longer works shows why, and no form.
 */
export function JoinCompany({ token, onJoined }: JoinCompanyProps) {
  const preview = useInvitationPreview(token);
  if (token === null || preview.isError) {
    return (
      <Notice tone="danger" title="Esta invitación no se puede usar">
        <p>{COMPANY_MESSAGES.invitationInvalid}</p>
      </Notice>
    );
  }
  if (!preview.data) return <Skeleton height={320} radius="md" />;
  const { businessName, email, role, invitedBy } = preview.data;
  return (
    <div className={styles.layout}>
      <section className={styles.invitation} aria-label="Invitación">
        <p className={styles.lead}>
          {invitedBy ? `${invitedBy} lo invitó` : 'Lo invitaron'} a <strong>{businessName}</strong>{' '}
          como <strong>{COMPANY_ROLE_LABELS[role]}</strong>.
        </p>
        <p className={styles.text}>{COMPANY_ROLE_DESCRIPTIONS[role]}</p>
        <p className={styles.text}>
          Iniciará sesión con <strong>{email}</strong>.
        </p>
      </section>
      <JoinForm token={token} onJoined={onJoined} />
    </div>
  );
}
