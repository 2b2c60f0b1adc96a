import { CLIENT_TYPE_LABELS, formatNit, type RegistrationInput } from '@shop/shared';
import type { SiteConfigRow } from '../config/service';
import type { Mail } from '../../platform/mail/mailer';
import { mailHtml } from '../../platform/mail/layout';

/** "Solicitud recibida" for the customer and "nuevo registro" for the shop's notification address. */
export function registrationMails(
  input: RegistrationInput,
  status: 'ACTIVE' | 'PENDING',
  config: SiteConfigRow | undefined,
): Mail[] {
  const shop = config?.shopName ?? 'Tienda';
  const who = input.legalPersonType ? input.businessName : input.fullName;
  const next =
    status === 'ACTIVE'
      ? 'Su cuenta ya está activa: puede iniciar sesión y ver nuestros precios.'
      : 'Nuestro equipo revisará sus datos y su RUT; le escribiremos cuando su cuenta esté activa.';
  const customer = [
    `Hola, ${input.fullName}:`,
    `Recibimos la solicitud de registro de ${who} en ${shop}.`,
    next,
    'Si no hizo esta solicitud, escríbanos respondiendo a este correo.',
  ];
  const mails: Mail[] = [
    {
      kind: 'registration-received',
      to: input.email,
      subject: `${shop}: solicitud de registro recibida`,
      text: customer.join('\n\n'),
      html: mailHtml(shop, customer),
    },
  ];
  if (config?.notificationEmail) {
    const id = input.legalPersonType
      ? `NIT ${formatNit(input.identificationNumber)}`
      : `Documento ${input.identificationNumber}`;
    const staff = [
      `Nuevo registro de ${input.legalPersonType ? 'empresa' : 'persona natural'}: ${who}.`,
      `${id} · ${CLIENT_TYPE_LABELS[input.clientType]} · ${input.email} · ${input.contactPhone}`,
      status === 'PENDING'
        ? 'La cuenta quedó PENDIENTE: revise el RUT y actívela desde el panel de clientes.'
        : 'La cuenta quedó ACTIVA.',
    ];
    mails.push({
      kind: 'registration-notify',
      to: config.notificationEmail,
      subject: `Nuevo registro: ${who}`,
      text: staff.join('\n\n'),
      html: mailHtml(shop, staff),
    });
  }
  return mails;
}
