import nodemailer, { type Transporter } from 'nodemailer';
import type { SmtpSettings } from '../../db/schema';

export interface Mail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** What the mailer needs from the site config, read on every delivery so an admin's change applies. */
export interface MailSettings {
  smtp: SmtpSettings | null;
  shopName: string;
}
export type MailSettingsPort = () => Promise<MailSettings>;

/**
 * Hands one mail to the SMTP server of the site config. With none configured nothing is sent and
 * the caller records the mail as NOT_CONFIGURED; a refused or failed delivery throws.
 */
export function createMailer(settings: MailSettingsPort) {
  let cached: { key: string; transport: Transporter } | undefined;

  const transportFor = (smtp: SmtpSettings) => {
    const key = JSON.stringify(smtp);
    if (cached?.key !== key) {
      cached?.transport.close();
      cached = {
        key,
        transport: nodemailer.createTransport({
          host: smtp.host,
          port: smtp.port,
          secure: smtp.secure,
          auth: smtp.user ? { user: smtp.user, pass: smtp.pass } : undefined,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        }),
      };
    }
    return cached.transport;
  };

  return {
    async deliver(mail: Mail): Promise<'SENT' | 'NOT_CONFIGURED'> {
      const { smtp, shopName } = await settings();
      if (!smtp?.host) return 'NOT_CONFIGURED';
      await transportFor(smtp).sendMail({
        from: smtp.from || `"${shopName}" <${smtp.user || 'no-reply@localhost'}>`,
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
