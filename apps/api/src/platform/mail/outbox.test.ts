import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres, type Database } from '../../db/client';
import { mailOutbox, siteConfig } from '../../db/schema';
import { buildTestApp, freshDatabase, type TestApp } from '../../../test/app';
import { startSmtpRecorder, type SmtpRecorder } from '../../../test/smtp';
import { until } from '../../../test/until';
import { mailHtml } from './layout';
import { createMailer } from './mailer';
import { createOutboxRepository } from './repository';
import { createOutboxService, type OutboxService } from './service';

let t: TestApp;
let smtp: SmtpRecorder;

beforeAll(async () => {
  // Retries come back after 1 s, 2 s…: long enough that a loaded machine cannot try a refused
  // mail a second time before the test reads its first attempt (a 50 ms back-off could), short
  // enough to watch it fail and then go out.
  t = await buildTestApp({
    mail: { retryBaseMs: 1000, pollMs: 100 },
    publicUrl: 'https://tienda.example.co',
  });
  smtp = await startSmtpRecorder();
});
afterAll(async () => {
  await smtp?.close();
  await t?.close();
});
afterEach(() => {
  smtp.mode = 'accept';
});

const mail = (subject: string) => ({
  kind: 'test',
  to: 'cliente@example.com',
  subject,
  text: 'Hola',
  html: '<p>Hola</p>',
});

const useSmtp = (port: number | null) =>
  t.app.db
    .update(siteConfig)
    .set({
      smtp: port
        ? {
            host: '127.0.0.1',
            port,
            user: '',
            pass: '',
            secure: false,
            from: 'Andina Telecom <ventas@example.com>',
          }
        : null,
    })
    .where(eq(siteConfig.id, 1));

const rowsOf = (subjects: string[]) =>
  t.app.db.select().from(mailOutbox).where(inArray(mailOutbox.subject, subjects));

describe('mail outbox', () => {
  it('writes the mail with the transaction that announces it, and not when it rolls back', async () => {
    await expect(
      t.app.db.transaction(async (tx) => {
        await t.app.outbox.enqueue(tx, mail('rolled back'));
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    await t.app.db.transaction((tx) => t.app.outbox.enqueue(tx, mail('committed')));
    expect((await rowsOf(['rolled back', 'committed'])).map((r) => r.status)).toEqual(['PENDING']);
  });

  it('records a mail as NOT_CONFIGURED while no SMTP server is set', async () => {
    await useSmtp(null);
    await t.app.outbox.enqueue(t.app.db, mail('no smtp'));
    await t.app.outbox.idle();
    const [row] = await rowsOf(['no smtp']);
    expect(row).toMatchObject({ status: 'NOT_CONFIGURED', to: 'cliente@example.com' });
  });

  it('delivers through the SMTP server of the site config and marks it SENT', async () => {
    await useSmtp(smtp.port);
    await t.app.outbox.enqueue(t.app.db, mail('Prueba smtp'));
    t.app.outbox.wake();
    await until(() => smtp.delivered.includes('Prueba smtp'), 'the delivery');
    await t.app.outbox.idle();
    const [row] = await rowsOf(['Prueba smtp']);
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, error: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('retries a mail the SMTP server refused, with back-off, until it goes out once', async () => {
    await useSmtp(smtp.port);
    smtp.mode = 'refuse';
    await t.app.outbox.enqueue(t.app.db, mail('Prueba reintento'));
    await t.app.outbox.idle();
    const [failed] = await rowsOf(['Prueba reintento']);
    expect(failed).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(failed!.error).toContain('451');
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() - 1000);
    smtp.mode = 'accept';
    await until(() => smtp.delivered.includes('Prueba reintento'), 'the retry');
    await t.app.outbox.idle();
    const [sent] = await rowsOf(['Prueba reintento']);
    expect(sent).toMatchObject({ status: 'SENT', attempts: 2, error: null });
    expect(smtp.delivered.filter((s) => s === 'Prueba reintento')).toHaveLength(1);
  });

  it('gives a mail up as FAILED after the last attempt', async () => {
    await useSmtp(smtp.port);
    smtp.mode = 'refuse';
    const [row] = await t.app.db
      .insert(mailOutbox)
      .values({ ...mail('Prueba agotado'), status: 'PENDING', attempts: 7 })
      .returning();
    await t.app.outbox.idle();
    const [given] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
    expect(given).toMatchObject({ status: 'FAILED', attempts: 8 });
  });

  it('sends a mail again after a crash before it was marked sent, with the same Message-ID', async () => {
    await useSmtp(smtp.port);
    await t.app.outbox.enqueue(t.app.db, mail('Prueba reenvio'));
    await t.app.outbox.idle();
    const [row] = await rowsOf(['Prueba reenvio']);
    // The server accepted it but the worker died before markSent: the lease lapses, it goes again.
    await t.app.db
      .update(mailOutbox)
      .set({ status: 'SENDING', sentAt: null, nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, row!.id));
    await t.app.outbox.idle();
    const ids = smtp.messageIds.filter((_, i) => smtp.delivered[i] === 'Prueba reenvio');
    expect(ids).toHaveLength(2);
    expect(ids[0]).toMatch(new RegExp(`^<outbox-${row!.id}\\.\\d+@tienda\\.example\\.co>$`));
    expect(ids[1]).toBe(ids[0]);
    // Another mail is another message.
    await t.app.outbox.enqueue(t.app.db, mail('Prueba otro'));
    await t.app.outbox.idle();
    expect(smtp.messageIds[smtp.delivered.indexOf('Prueba otro')]).not.toBe(ids[0]);
  });

  it('sends each mail once when two shop processes share one database', async () => {
    await useSmtp(smtp.port);
    // A second process: its own connection pool on PostgreSQL (the same PGlite otherwise).
    const other: Database | undefined = t.databaseUrl ? connectPostgres(t.databaseUrl) : undefined;
    const db = other?.db ?? t.app.db;
    const settings = async () => {
      const [config] = await db.select().from(siteConfig);
      return { smtp: config!.smtp, shopName: config!.shopName };
    };
    const workers: OutboxService[] = [1, 2].map(() =>
      createOutboxService({
        repo: createOutboxRepository(db),
        mailer: createMailer(settings, 'tienda.example.co'),
        log: t.app.log,
        options: { batchSize: 3, pollMs: 20 },
      }),
    );
    const subjects = Array.from({ length: 40 }, (_, i) => `Lote ${i}`);
    try {
      await t.app.outbox.enqueue(t.app.db, ...subjects.map(mail));
      for (const w of workers) w.start();
      t.app.outbox.wake();
      await until(
        () => subjects.every((s) => smtp.delivered.includes(s)),
        'every mail of the batch',
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (const s of subjects) expect(smtp.delivered.filter((d) => d === s)).toHaveLength(1);
      expect(new Set((await rowsOf(subjects)).map((r) => `${r.status} ${r.attempts}`))).toEqual(
        new Set(['SENT 1']),
      );
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      await other?.close();
    }
  });
});

describe('outbox repository', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    // No worker runs on this database: the test plays both workers itself.
    fresh = await freshDatabase();
  });
  afterAll(() => fresh?.database.close().then(fresh.drop));

  it('lets only the latest claim settle a mail: a worker whose lease lapsed cannot overwrite it', async () => {
    const repo = createOutboxRepository(fresh.database.db);
    await repo.add(fresh.database.db, [mail('Prueba doble reclamo')]);
    // Worker A claims with a lease that lapses at once; worker B takes the mail over.
    const [a] = await repo.claimDue(1, 0);
    const [b] = await repo.claimDue(1, 60_000);
    expect([a!.attempts, b!.attempts]).toEqual([1, 2]);
    // A comes back from its slow SMTP server and reports a failure, then B reports success.
    expect(await repo.retryAt(a!, 'timeout', new Date())).toBe(false);
    const [during] = await fresh.database.db.select().from(mailOutbox);
    expect(during).toMatchObject({ status: 'SENDING', attempts: 2 });
    expect(await repo.markSent(b!)).toBe(true);
    const [after] = await fresh.database.db.select().from(mailOutbox);
    expect(after).toMatchObject({ status: 'SENT', attempts: 2, error: null });
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
