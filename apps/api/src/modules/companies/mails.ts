import { COMPANY_INVITATION_DAYS, COMPANY_ROLE_LABELS, type CompanyRole } from '@shop/shared';
import { mailHtml } from '../../platform/mail/layout';
import type { Mail } from '../../platform/mail/mailer';

export interface InvitationMail {
  to: string;
  shopName: string;
  businessName: string;
  invitedBy: string;
  role: CompanyRole;
  link: string;
}

/** The single-use link that lets a colleague join the company's account. */
export function invitationMail(m: InvitationMail): Mail {
  const lines = [
    `${m.invitedBy} lo invitó a comprar en ${m.shopName} como integrante de ${m.businessName}, con el rol ${COMPANY_ROLE_LABELS[m.role]}.`,
    `Abra este enlace para crear su contraseña y unirse; funciona una sola vez durante ${COMPANY_INVITATION_DAYS} días:`,
  ];
  const after = [
    'Si no esperaba esta invitación, ignore este correo: no se creará ninguna cuenta.',
  ];
  return {
    kind: 'company-invitation',
    to: m.to,
    subject: `${m.shopName}: ${m.businessName} lo invita a su cuenta de empresa`,
    text: [...lines, m.link, ...after].join('\n\n'),
    html: mailHtml(m.shopName, lines, {
      action: { label: 'Unirme a la empresa', url: m.link },
      after,
    }),
  };
}
