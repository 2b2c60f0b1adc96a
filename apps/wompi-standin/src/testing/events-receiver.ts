// A stand-in for the shop's events endpoint in this package's tests: records every POST and
// answers the status the test chooses for each one.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WompiEvent } from '../events';

export interface ReceivedEvent {
  headers: IncomingHttpHeaders;
  body: WompiEvent;
}

/** `answer(n)` is the status of the n-th POST, counted from 0. */
export async function startEventsReceiver(answer: (n: number) => number = () => 200) {
  const received: ReceivedEvent[] = [];
  const waiters: (() => void)[] = [];
  const server = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    const n = received.length;
    received.push({ headers: req.headers, body: JSON.parse(text) as WompiEvent });
    res.writeHead(answer(n)).end();
    waiters.splice(0).forEach((wake) => wake());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/wompi/events`,
    received,
    /** Resolves once `count` events have arrived; rejects after `timeoutMs`. */
    async waitFor(count: number, timeoutMs = 3000): Promise<ReceivedEvent[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline)
          throw new Error(`Expected ${count} events, got ${received.length}`);
        await new Promise<void>((wake) => {
          waiters.push(wake);
          setTimeout(wake, 20);
        });
      }
      return received.slice(0, count);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
