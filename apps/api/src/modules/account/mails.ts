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

const greeting = (account: Account) => `Hola, ${account.profile.fullName}:`;

/** Tells the customer their account was activated by staff: they may sign in now. */
export function accountActivatedMail(account: Account, shopName: string): Mail {
  const lines = [
    greeting(account),
    'Tu cuenta ya está activa: puedes iniciar sesión con tu correo y tu contraseña y ver nuestros precios.',
  ];
  return {
    kind: 'account-activated',
    to: account.email,
    subject: `${shopName}: tu cuenta está activa`,
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
      ? `Aprobamos tu solicitud: desde ahora tu tipo de cliente es ${label} y ves sus precios.`
      : `No aprobamos tu solicitud de cambiar tu tipo de cliente a ${label}; conservas tu tipo ${CLIENT_TYPE_LABELS[account.clientType]}.`,
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
    'La ciudad decide qué retenciones aplican (ReteICA). Mientras no la apruebes, sus cotizaciones y órdenes usan la ciudad registrada. Revisa su RUT y decide desde el panel de clientes.',
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
      ? `Aprobamos el cambio de tu ciudad a ${cityOf(requested)}: tus próximas cotizaciones y órdenes la usan.`
      : `No aprobamos el cambio de tu ciudad a ${cityOf(requested)}; conservas ${cityOf(account.profile.location)}.`,
    `Motivo: ${reason}`,
  ];
  return {
    kind: approved ? 'municipality-approved' : 'municipality-rejected',
    to: account.email,
    subject: `${shopName}: ${approved ? 'aprobamos' : 'no aprobamos'} tu cambio de ciudad`,
    text: lines.join('\n\n'),
    html: mailHtml(shopName, lines),
  };
}
