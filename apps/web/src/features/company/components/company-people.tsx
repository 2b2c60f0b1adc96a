import type { ReactNode } from 'react';
import { COMPANY_MESSAGES, type CompanyRole } from '@shop/shared';
import { LoadProblem } from '../../../components/errors/load-problem';
import { RecordTableSkeleton } from '../../../components/ui/record-table/record-table';
import { Notice } from '../../../components/ui/notice/notice';
import { isApiError } from '../../../lib/api-client';
import type { Viewer } from '../../../lib/query-keys';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { useCompanyPeople } from '../api/get-company-people';
import { COMPANY_PAGE_MESSAGES } from '../utils/messages';
import { InvitationsTable } from './invitations-table';
import { InviteForm } from './invite-form';
import { MembersTable } from './members-table';
import styles from './company-people.module.css';

interface CompanyPeopleProps {
  viewer: Viewer;
  /**
   * The session's role in its company, null for a natural person. Only the administrator reads
   * the people; anyone else gets the explanation, and no request.
   */
  role: CompanyRole | null;
}

/** 'Mi empresa': who belongs to the company, who is invited, and a new invitation. */
export function CompanyPeople({ viewer, role }: CompanyPeopleProps) {
  const isAdministrator = role === 'ADMINISTRADOR';
  const people = useCompanyPeople(viewer, isAdministrator);
  // A role changed since this session was read: the server's refusal says the same.
  const refused = isApiError(people.error) && people.error.code === 'COMPANY_ADMIN_ONLY';
  useErrorToast(people.isError && !refused && !people.data, COMPANY_PAGE_MESSAGES.loadFailed);

  if (role === null) {
    return (
      <Notice title="Su cuenta no pertenece a una empresa">
        <p>{COMPANY_PAGE_MESSAGES.noCompany}</p>
      </Notice>
    );
  }
  if (!isAdministrator || refused) return <NotAdministrator />;
  if (people.data) {
    const { members, invitations } = people.data;
    return (
      <div className={styles.sections}>
        <Section title="Integrantes">
          <MembersTable members={members} viewer={viewer} />
        </Section>
        <Section title="Invitaciones pendientes">
          {invitations.length ? (
            <InvitationsTable invitations={invitations} viewer={viewer} />
          ) : (
            <p className={styles.lead}>No hay invitaciones pendientes.</p>
          )}
        </Section>
        <Section
          title="Invitar integrante"
          lead="La persona recibirá un correo con un enlace de un solo uso para crear su contraseña y unirse."
        >
          <InviteForm viewer={viewer} />
        </Section>
      </div>
    );
  }
  return people.isError ? (
    <LoadProblem
      message={COMPANY_PAGE_MESSAGES.loadFailed}
      onRetry={() => void people.refetch()}
      isRetrying={people.isFetching}
    />
  ) : (
    <RecordTableSkeleton rows={3} />
  );
}

function Section({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </section>
  );
}

function NotAdministrator() {
  return (
    <Notice title="Los integrantes los gestiona el administrador">
      <p>{COMPANY_MESSAGES.notAdministrator}</p>
      <p>
        Usted ve y crea las cotizaciones y órdenes que su rol permite. Si necesita invitar a un
        colega o cambiar su rol, escríbale al administrador de su empresa.
      </p>
    </Notice>
  );
}
