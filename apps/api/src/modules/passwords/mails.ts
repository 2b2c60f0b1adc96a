import { RECOVERY_TOKEN_TTL_MINUTES } from '@shop/shared';
import { mailHtml } from '../../platform/mail/layout';
import type { Mail } from '../../platform/mail/mailer';

export function recoveryMail(to: string, shopName: string, link: string): Mail {
  const lines = [
    `Recibimos una solicitud para restablecer la contraseña de tu cuenta en ${shopName}.`,
    `Abre este enlace para elegir una nueva; funciona una sola vez durante ${RECOVERY_TOKEN_TTL_MINUTES} minutos:`,
  ];
  const after = [
    'Si no pediste el cambio, ignora este correo: tu contraseña sigue siendo la misma.',
  ];
  return {
    kind: 'password-recovery',
    to,
    subject: `${shopName}: restablece tu contraseña`,
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
    `La contraseña de tu cuenta en ${shopName} acaba de cambiar y cerramos las sesiones abiertas con la anterior.`,
    'Si no fuiste tú, pide un enlace para elegir otra desde el inicio de sesión y escríbenos de inmediato.',
  ];
  return {
    kind: 'password-changed',
    to,
    subject: `${shopName}: tu contraseña cambió`,
    text: lines.join('\n\n'),
    html: mailHtml(shopName, lines),
  };
}
