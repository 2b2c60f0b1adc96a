import { SMTPServer } from 'smtp-server';

export interface SmtpRecorder {
  port: number;
  /** Subjects of the mails the server accepted, in order. */
  delivered: string[];
  /** Their Message-ID headers, in the same order. */
  messageIds: string[];
  /** Their envelope recipients, in the same order. */
  recipients: string[][];
  /** Mails whose data began to arrive, accepted or not. */
  attempts: number;
  /** Every AUTH the server was given (user and password), accepted or not, in order. */
  logins: { user: string; pass: string }[];
  /** Connections that broke mid-conversation (a client killed while sending). */
  connectionErrors: number;
  /** 'accept' (default), 'refuse' answers every mail with a 451, 'hang' never answers the data. */
  mode: 'accept' | 'refuse' | 'hang';
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback that counts what reaches it, and can refuse or stall on demand;
 * on `port` when a suite keeps to its own range, else on any free one.
 */
export async function startSmtpRecorder(port = 0): Promise<SmtpRecorder> {
  const server = new SMTPServer({
    authOptional: true,
    // AUTH over plain loopback, so a test sees which credentials a client hands over.
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    closeTimeout: 500,
    logger: false,
    onAuth(auth, _session, done) {
      recorder.logins.push({ user: auth.username ?? '', pass: auth.password ?? '' });
      done(null, { user: auth.username });
    },
    onData(stream, session, done) {
      recorder.attempts++;
      const mode = recorder.mode;
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (mode === 'hang') return;
        if (mode === 'refuse')
          return done(Object.assign(new Error('Intente más tarde'), { responseCode: 451 }));
        const message = Buffer.concat(chunks).toString('utf8');
        recorder.delivered.push(/^Subject: (.*)$/m.exec(message)?.[1] ?? '');
        recorder.messageIds.push(/^Message-ID: (.*)$/im.exec(message)?.[1]?.trim() ?? '');
        recorder.recipients.push(session.envelope.rcptTo.map((r) => r.address));
        done();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // smtp-server re-emits a connection's socket error on the server: a client that dies mid-mail is
  // counted, not an unhandled error of the test.
  server.on('error', () => recorder.connectionErrors++);
  const recorder: SmtpRecorder = {
    port: (server.server.address() as { port: number }).port,
    delivered: [],
    messageIds: [],
    recipients: [],
    logins: [],
    attempts: 0,
    connectionErrors: 0,
    mode: 'accept',
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return recorder;
}
