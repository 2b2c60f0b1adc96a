import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, siteConfig } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { mailHtml } from './layout';

let t: TestApp;
let smtp: SMTPServer;
let port = 0;
const received: { to: string[]; raw: string }[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  await t?.close();
});

const mail = {
  kind: 'test',
  to: 'cliente@example.com',
  subject: 'Prueba de envío',
  text: 'Hola',
  html: '<p>Hola</p>',
};

describe('mailer', () => {
  it('records the mail as NOT_CONFIGURED while no SMTP server is set', async () => {
    await t.app.mailer.send({ ...mail, kind: 'no-smtp' });
    const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'no-smtp'));
    expect(row).toMatchObject({ status: 'NOT_CONFIGURED', to: 'cliente@example.com' });
    expect(received).toHaveLength(0);
  });

  it('delivers through the SMTP server of the site config and records it as SENT', async () => {
    await t.app.db
      .update(siteConfig)
      .set({
        smtp: {
          host: '127.0.0.1',
          port,
          user: '',
          pass: '',
          secure: false,
          from: 'Andina Telecom <ventas@example.com>',
        },
      })
      .where(eq(siteConfig.id, 1));
    await t.app.mailer.send({ ...mail, kind: 'smtp' });
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['cliente@example.com']);
    expect(received[0]!.raw).toContain('Subject: =?UTF-8?Q?Prueba_de_env=C3=ADo?=');
    expect(received[0]!.raw).toContain('From: Andina Telecom <ventas@example.com>');
    const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'smtp'));
    expect(row!.status).toBe('SENT');
  });

  it('records a failed delivery instead of throwing', async () => {
    await t.app.db
      .update(siteConfig)
      .set({
        smtp: {
          host: '127.0.0.1',
          port: 1,
          user: '',
          pass: '',
          secure: false,
          from: 'ventas@example.com',
        },
      })
      .where(eq(siteConfig.id, 1));
    const quiet = t.app.log.error;
    t.app.log.error = () => {};
    try {
      await expect(t.app.mailer.send({ ...mail, kind: 'broken' })).resolves.toBeUndefined();
    } finally {
      t.app.log.error = quiet;
    }
    const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'broken'));
    expect(row!.status).toBe('FAILED');
    expect(row!.error).toBeTruthy();
  });
});

describe('mailHtml', () => {
  it('escapes the text and the action link, and writes the address out beside the button', () => {
    const html = mailHtml('Andina <Telecom>', ['Hola & bienvenido'], {
      action: { label: 'Abrir', url: 'https://tienda.example.co/a?x=1&y="2"' },
      after: ['Fin'],
    });
    expect(html).toContain('Andina &lt;Telecom&gt;');
    expect(html).toContain('Hola &amp; bienvenido');
    expect(html).toContain('href="https://tienda.example.co/a?x=1&amp;y=&quot;2&quot;"');
    expect(html.match(/tienda\.example\.co\/a\?x=1&amp;y=&quot;2&quot;/g)).toHaveLength(2);
    expect(html.indexOf('Abrir')).toBeLessThan(html.indexOf('Fin'));
  });
});
