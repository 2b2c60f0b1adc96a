import { RECOVERY_TOKEN_TTL_MINUTES } from '@shop/shared';
import { mailHtml } from '../../platform/mail/layout';
import type { Mail } from '../../platform/mail/mailer';

export function recoveryMail(to: string, shopName: string, link: string): Mail {
  const lines = [
    `Recibimos una solicitud para restablecer la contraseña de su cuenta en ${shopName}.`,
    `Abra este enlace para elegir una nueva; funciona una sola vez durante ${RECOVERY_TOKEN_TTL_MINUTES} minutos:`,
  ];
  const after = ['Si no pidió el cambio, ignore este correo: su contraseña sigue siendo la misma.'];
  return {
    kind: 'password-recovery',
    to,
    subject: `${shopName}: restablezca su contraseña`,
    text: [...lines, link, ...after].join('\n\n'),
    html: mailHtml(shopName, lines, {
      action: { label: 'Restablecer contraseña', url: link },
      after,
    }),
  };
}

/** Sent after every password change, so a change the owner did not make does not go unnoticed. */
export function passwordChangedMail(to: string, shopName: string): Mail {
  const lines = [
    `La contraseña de su cuenta en ${shopName} acaba de cambiar y cerramos las sesiones abiertas con la anterior.`,
    'Si no fue usted, pida un enlace para elegir otra desde el inicio de sesión y escríbanos de inmediato.',
  ];
  return {
    kind: 'password-changed',
    to,
    subject: `${shopName}: su contraseña cambió`,
    text: lines.join('\n\n'),
    html: mailHtml(shopName, lines),
  };
}
