import nodemailer, { type Transporter } from 'nodemailer';
import type { SmtpSettings } from '../../db/schema';

export interface Mail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A mail as the outbox holds it: the row gives the mail its identity. */
export interface OutboxMail extends Mail {
  id: number;
  createdAt: Date;
}

/** What the mailer needs from the site config, read on every delivery so an admin's change applies. */
export interface MailSettings {
  smtp: SmtpSettings | null;
  shopName: string;
}
export type MailSettingsPort = () => Promise<MailSettings>;

const transportOptions = (smtp: SmtpSettings, socketTimeout = 20_000) => ({
  host: smtp.host,
  port: smtp.port,
  secure: smtp.secure,
  auth: smtp.user ? { user: smtp.user, pass: smtp.pass } : undefined,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout,
});

const senderOf = (smtp: SmtpSettings, shopName: string) =>
  smtp.from || `"${shopName}" <${smtp.user || 'no-reply@localhost'}>`;

/**
 * Sends one mail at once with the given settings, outside the outbox: the configuration page's
 * test mail, whose answer is the SMTP server's verdict. Throws nodemailer's error when refused.
 */
export async function sendDirect(
  smtp: SmtpSettings,
  shopName: string,
  mail: Omit<Mail, 'kind'>,
): Promise<void> {
  const transport = nodemailer.createTransport(transportOptions(smtp, 15_000));
  try {
    await transport.sendMail({ from: senderOf(smtp, shopName), ...mail });
  } finally {
    transport.close();
  }
}

/**
 * Hands one mail to the SMTP server of the site config. With none configured nothing is sent and
 * the caller records the mail as NOT_CONFIGURED; a refused or failed delivery throws.
 *
 * `host` is the shop's host name. With the outbox row it makes the mail's Message-ID, the same on
 * every delivery of the row, so a mail sent again after a crash is known to the receiving servers
 * (and the reader's client) as the same message. The row's creation time keeps the ids of a
 * restored or recreated database from naming older mails.
 */
export function createMailer(settings: MailSettingsPort, host: string) {
  let cached: { key: string; transport: Transporter } | undefined;

  const transportFor = (smtp: SmtpSettings) => {
    const key = JSON.stringify(smtp);
    if (cached?.key !== key) {
      cached?.transport.close();
      cached = {
        key,
        transport: nodemailer.createTransport(transportOptions(smtp)),
      };
    }
    return cached.transport;
  };

  return {
    async deliver(mail: OutboxMail): Promise<'SENT' | 'NOT_CONFIGURED'> {
      const { smtp, shopName } = await settings();
      if (!smtp?.host) return 'NOT_CONFIGURED';
      await transportFor(smtp).sendMail({
        messageId: `<outbox-${mail.id}.${mail.createdAt.getTime()}@${host}>`,
        from: senderOf(smtp, shopName),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      return 'SENT';
    },

    close(): void {
      cached?.transport.close();
      cached = undefined;
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
