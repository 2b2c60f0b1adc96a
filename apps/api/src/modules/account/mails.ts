import {
  CLIENT_TYPE_LABELS,
  municipalityLabelInText,
  type Account,
  type ClientType,
} from '@shop/shared';
import { mailHtml } from '../../platform/mail/layout';
import type { Mail } from '../../platform/mail/mailer';

/** Tells the shop's notification address that a customer asks for another client type. */
export function clientTypeRequestMail(
  account: Account,
  requested: ClientType,
  shop: { name: string; notificationEmail: string },
): Mail {
  const who = account.profile.businessName ?? account.profile.fullName;
  const lines = [
    `${who} (${account.email}) pide cambiar su tipo de cliente de ${CLIENT_TYPE_LABELS[account.clientType]} a ${CLIENT_TYPE_LABELS[requested]}.`,
    'Mientras no lo apruebe conserva su tipo y sus precios actuales. Revise su RUT y decida desde el panel de clientes.',
  ];
  return {
    kind: 'client-type-request',
    to: shop.notificationEmail,
    subject: `Solicitud de cambio de tipo de cliente: ${who}`,
    text: lines.join('\n\n'),
    html: mailHtml(shop.name, lines),
  };
}

const greeting = (account: Account) => `Hola, ${account.profile.fullName}:`;

/** Tells the customer their account was activated by staff: they may sign in now. */
export function accountActivatedMail(account: Account, shopName: string): Mail {
  const lines = [
    greeting(account),
    'Su cuenta ya está activa: puede iniciar sesión con su correo y su contraseña y ver nuestros precios.',
  ];
  return {
    kind: 'account-activated',
    to: account.email,
    subject: `${shopName}: su cuenta está activa`,
    text: lines.join('\n\n'),
    html: mailHtml(shopName, lines),
  };
}

/** Tells the customer what staff decided on the client type they asked for, and why. */
export function clientTypeDecisionMail(
  account: Account,
  requested: ClientType,
  approved: boolean,
  reason: string,
  shopName: string,
): Mail {
  const label = CLIENT_TYPE_LABELS[requested];
  const lines = [
    greeting(account),
    approved
      ? `Aprobamos su solicitud: desde ahora su tipo de cliente es ${label} y ve sus precios.`
      : `No aprobamos su solicitud de cambiar su tipo de cliente a ${label}; conserva su tipo ${CLIENT_TYPE_LABELS[account.clientType]}.`,
    `Motivo: ${reason}`,
  ];
  return {
    kind: approved ? 'client-type-approved' : 'client-type-rejected',
    to: account.email,
    subject: `${shopName}: solicitud de tipo de cliente ${approved ? 'aprobada' : 'rechazada'}`,
    text: lines.join('\n\n'),
    html: mailHtml(shopName, lines),
  };
}

const cityOf = municipalityLabelInText;

/** Tells the shop's notification address that a customer asks to move to another city. */
export function municipalityRequestMail(
  account: Account,
  requested: { municipality: string; department: string },
  shop: { name: string; notificationEmail: string },
): Mail {
  const who = account.profile.businessName ?? account.profile.fullName;
  const lines = [
    `${who} (${account.email}) pide cambiar su ciudad de ${cityOf(account.profile.location)} a ${cityOf(requested)}.`,
    'La ciudad decide qué retenciones aplican (ReteICA). Mientras no la apruebe, sus cotizaciones y órdenes usan la ciudad registrada. Revise su RUT y decida desde el panel de clientes.',
  ];
  return {
    kind: 'municipality-request',
    to: shop.notificationEmail,
    subject: `Solicitud de cambio de ciudad: ${who}`,
    text: lines.join('\n\n'),
    html: mailHtml(shop.name, lines),
  };
}

/** Tells the customer what staff decided on the city they asked for, and why. */
export function municipalityDecisionMail(
  account: Account,
  requested: { municipality: string; department: string },
  approved: boolean,
  reason: string,
  shopName: string,
): Mail {
  const lines = [
    greeting(account),
    approved
      ? `Aprobamos el cambio de su ciudad a ${cityOf(requested)}: sus próximas cotizaciones y órdenes la usan.`
      : `No aprobamos el cambio de su ciudad a ${cityOf(requested)}; conserva ${cityOf(account.profile.location)}.`,
    `Motivo: ${reason}`,
  ];
  return {
    kind: approved ? 'municipality-approved' : 'municipality-rejected',
    to: account.email,
    subject: `${shopName}: ${approved ? 'aprobamos' : 'no aprobamos'} su cambio de ciudad`,
    text: lines.join('\n\n'),
    html: mailHtml(shopName, lines),
  };
}
