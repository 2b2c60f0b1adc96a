import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import { mailOutbox, type SmtpSettings } from '../../db/schema';
import { createConfigRepository } from '../config/repository';

export interface Mail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends through the SMTP server of the site config, or, with none configured, only records the
 * mail. Every mail lands in mail_outbox with its outcome, so nothing the shop wrote is lost.
 * A failed delivery is logged and recorded, never thrown: a mail must not undo a registration.
 */
export function createMailer(db: Db, log: FastifyBaseLogger) {
  let cached: { key: string; transport: Transporter } | undefined;

  const transportFor = (smtp: SmtpSettings) => {
    const key = JSON.stringify(smtp);
    if (cached?.key !== key) {
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

  const pending = new Set<Promise<void>>();

  const mailer = {
    async send(mail: Mail): Promise<void> {
      const config = await createConfigRepository(db).get();
      const smtp = config?.smtp?.host ? config.smtp : null;
      let status: 'SENT' | 'NOT_CONFIGURED' | 'FAILED' = 'NOT_CONFIGURED';
      let error: string | null = null;
      if (smtp) {
        try {
          const from =
            smtp.from || `"${config?.shopName ?? 'Tienda'}" <${smtp.user || 'no-reply@localhost'}>`;
          await transportFor(smtp).sendMail({
            from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
          });
          status = 'SENT';
        } catch (err) {
          status = 'FAILED';
          error = err instanceof Error ? err.message : String(err);
          log.error({ err, kind: mail.kind }, 'mail delivery failed');
        }
      } else {
        log.info(
          { kind: mail.kind, to: mail.to, subject: mail.subject },
          'mail recorded in outbox (no SMTP configured)',
        );
      }
      await db.insert(mailOutbox).values({ ...mail, status, error });
    },

    /**
     * Sends after the answer has gone: a caller must not learn from the answer's timing whether
     * a mail was written (password recovery), nor wait for a slow SMTP server. Given a function,
     * the mail is also composed then, and the function may decide there is none to send.
     */
    sendLater(mail: Mail | (() => Promise<Mail | undefined>)): void {
      const delivery = (async () => {
        const composed = typeof mail === 'function' ? await mail() : mail;
        if (composed) await mailer.send(composed);
      })()
        .catch((err: unknown) => log.error({ err }, 'a mail could not be composed or recorded'))
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },

    /** Resolves when every mail handed to sendLater is delivered or recorded as failed. */
    async idle(): Promise<void> {
      while (pending.size) await Promise.all([...pending]);
    },
  };
  return mailer;
}
export type Mailer = ReturnType<typeof createMailer>;
