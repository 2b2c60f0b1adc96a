import type { ReactNode } from 'react';
import { CLIENT_TYPE_LABELS, formatNit, municipalityLabel, type Account } from '@shop/shared';
import { ClientStatusBadge } from '../../../components/ui/badge/client-status-badge';
import { Badge } from '../../../components/ui/badge/badge';
import { formatDate } from '../../../utils/format';
import { DetailSection, DetailRow } from './detail-section';
import { PendingTypeBadge } from './pending-type-badge';
import { TaxProfileSection } from './tax-profile-section';
import styles from './account-details.module.css';

const yesNo = (value: boolean) => (value ? 'Sí' : 'No');

/** An empty value, said in words (a dash reads as nothing to a screen reader). */
const orNone = (value: string | null, none = 'Sin registrar'): ReactNode =>
  value ? value : <span className={styles.none}>{none}</span>;

/** What staff see beside the values they may change (the dashboard's client detail). */
export interface StaffControls {
  status: ReactNode;
  clientType: ReactNode;
  roles: ReactNode;
  /** The RUT on file, which only staff open. */
  rut: ReactNode;
}

/**
 * The profile view (docs/architecture.md, "Contract: screens and routes"): every field of the user
 * and their profile, by topic.
 */
export function AccountDetails({ account, staff }: { account: Account; staff?: StaffControls }) {
  const { profile } = account;
  const company = account.legalPersonType;
  const notApplicable = 'No aplica (persona natural)';
  return (
    <div className={styles.sections}>
      <DetailSection title="Cuenta">
        <DetailRow label="Correo electrónico">{account.email}</DetailRow>
        {/* Roles are the staff's business (who may open which screen); a customer reads their
            client type below, not "Roles: Cliente". */}
        {staff ? (
          <DetailRow label="Roles" action={staff.roles}>
            {orNone(account.roles.map((role) => role.name).join(', '), 'Sin roles')}
          </DetailRow>
        ) : null}
        <DetailRow label="Estado" action={staff?.status}>
          <ClientStatusBadge status={account.clientStatus} />
        </DetailRow>
        <DetailRow label="Tipo de cliente" action={staff?.clientType}>
          <span className={styles.type}>
            {CLIENT_TYPE_LABELS[account.clientType]}
            {account.requestedClientType ? (
              <PendingTypeBadge type={account.requestedClientType} />
            ) : null}
          </span>
        </DetailRow>
        <DetailRow label="Persona jurídica">{yesNo(company)}</DetailRow>
        <DetailRow label="Cuenta creada">{formatDate(profile.createdAt)}</DetailRow>
        <DetailRow label="Última actualización">{formatDate(profile.updatedAt)}</DetailRow>
      </DetailSection>

      <DetailSection title="Datos personales">
        <DetailRow label="Nombre completo">{profile.fullName}</DetailRow>
        <DetailRow label={company ? 'NIT' : 'Número de identificación'}>
          <span className={styles.number}>
            {company ? formatNit(profile.identificationNumber) : profile.identificationNumber}
          </span>
        </DetailRow>
        <DetailRow label="Teléfono de contacto">{profile.contactPhone}</DetailRow>
      </DetailSection>

      <DetailSection title="Empresa">
        <DetailRow label="Razón social">
          {orNone(profile.businessName, company ? undefined : notApplicable)}
        </DetailRow>
        <DetailRow label="Cargo">
          {orNone(profile.position, company ? undefined : notApplicable)}
        </DetailRow>
        <DetailRow label="Correo de facturación">{orNone(profile.billingEmail)}</DetailRow>
        {staff ? <DetailRow label="RUT">{staff.rut}</DetailRow> : null}
      </DetailSection>

      <DetailSection title="Ubicación">
        <DetailRow label="Ciudad">
          <span className={styles.type}>
            {municipalityLabel(profile.location)}
            {account.requestedMunicipality ? (
              <Badge tone="progress" className={styles.wrap}>
                Cambio a {municipalityLabel(account.requestedMunicipality)} en revisión
              </Badge>
            ) : null}
          </span>
        </DetailRow>
        <DetailRow label="Dirección principal">{profile.primaryAddress}</DetailRow>
        <DetailRow label="Dirección secundaria">{orNone(profile.secondaryAddress)}</DetailRow>
      </DetailSection>

      {staff ? null : <TaxProfileSection profile={account.taxProfile} />}

      <DetailSection title="Autorizaciones">
        <DetailRow label="Tratamiento de datos personales">
          {profile.dataTreatmentAuthorization ? 'Autorizado (Ley 1581 de 2012)' : 'No autorizado'}
        </DetailRow>
        <DetailRow label="Notificaciones comerciales por correo">
          {yesNo(profile.notificationAuthorization)}
        </DetailRow>
      </DetailSection>
    </div>
  );
}
