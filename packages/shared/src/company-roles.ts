/**
 * A company's people (docs/decisions/017-companies-with-several-buyers.md): the company role says
 * what a member may do with the company's records; it is not a staff role.
 */
export const COMPANY_ROLES = ['ADMINISTRADOR', 'COMPRADOR', 'APROBADOR', 'CONSULTA'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];
export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = {
  ADMINISTRADOR: 'Administrador',
  COMPRADOR: 'Comprador',
  APROBADOR: 'Aprobador',
  CONSULTA: 'Consulta',
};

export const COMPANY_ROLE_DESCRIPTIONS: Record<CompanyRole, string> = {
  ADMINISTRADOR: 'Compra, ve todo lo de la empresa e invita, cambia o retira integrantes.',
  COMPRADOR: 'Cotiza, compra y paga; ve sus propias cotizaciones y órdenes.',
  APROBADOR: 'Ve las cotizaciones y órdenes de toda la empresa y aprueba compras.',
  CONSULTA: 'Solo lee órdenes, cotizaciones y documentos de la empresa; no compra.',
};

/** Who may place orders, convert quotes and pay for the company. */
export const BUYING_COMPANY_ROLES: readonly CompanyRole[] = ['ADMINISTRADOR', 'COMPRADOR'];

/** Whether someone may buy and pay: a natural person (no company) always, a member by role. */
export const companyMayBuy = (company: { role: CompanyRole } | null): boolean =>
  company === null || BUYING_COMPANY_ROLES.includes(company.role);

/** Who reads every quote and order of the company, not only their own. */
export const COMPANY_WIDE_READERS: readonly CompanyRole[] = [
  'ADMINISTRADOR',
  'APROBADOR',
  'CONSULTA',
];

/** An invitation link lives this long: long enough for a colleague back from a trip. */
export const COMPANY_INVITATION_DAYS = 7;

export const COMPANY_MESSAGES = {
  inviteIncomplete: 'Escriba el correo de la persona que quiere invitar y elija su rol.',
  acceptIncomplete: 'Complete su nombre, documento, teléfono y contraseña para unirse.',
  notAdministrator: 'Solo el administrador de la empresa puede gestionar sus integrantes.',
  cannotBuy:
    'Su rol en la empresa no permite comprar ni pagar. Pida al administrador de su empresa que cambie su rol.',
  emailHasAccount:
    'Ese correo ya tiene una cuenta en la tienda. Invite otro correo: una cuenta existente no se puede unir a la empresa.',
  alreadyInvited: 'Ya hay una invitación vigente para ese correo. Cancélela si quiere enviar otra.',
  invitationInvalid:
    'La invitación no es válida, ya se usó o venció. Pida al administrador de su empresa una nueva.',
  lastAdministrator:
    'La empresa debe conservar al menos un administrador activo. Nombre otro administrador antes.',
  memberNotFound: 'No encontramos a esa persona entre los integrantes de su empresa.',
  invitationNotFound: 'No encontramos esa invitación pendiente.',
  invitationMailOff:
    'La invitación quedó registrada, pero la tienda aún no tiene configurado el envío de correos, así que no le llegará. Pida a la tienda que lo configure y vuelva a invitar.',
} as const;
