import { CLIENT_TYPE_LABELS, type Account, type ClientType } from '@shop/shared';
import { mailHtml } from '../mail/layout';
import type { Mail } from '../mail/mailer';

/** Tells the shop's notification address that a customer asks for another client type. */
export function clientTypeRequestMail(
  account: Account,
  requested: ClientType,
  shop: { name: string; notificationEmail: string },
): Mail {
  const who = account.profile.businessName ?? account.profile.fullName;
  const lines = [
    `${who} (${account.email}) pide cambiar su tipo de cliente de ${CLIENT_TYPE_LABELS[account.clientType]} a ${CLIENT_TYPE_LABELS[requested]}.`,
    'Mientras no lo apruebes conserva su tipo y sus precios actuales. Revisa su RUT y decide desde el panel de clientes.',
  ];
  return {
    kind: 'client-type-request',
    to: shop.notificationEmail,
    subject: `Solicitud de cambio de tipo de cliente: ${who}`,
    text: lines.join('\n\n'),
    html: mailHtml(shop.name, lines),
  };
}
