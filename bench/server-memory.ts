import { once } from 'node:events';
import WebSocket from 'ws';

interface MemoryUsage {
  heapUsed: number;
  external: number;
}

/** What the inspector answers a command with. */
interface Answer {
  result?: unknown;
  error?: { message: string };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The memory another Node process keeps alive, through its inspector: V8's heap after a full
 * collection plus the memory outside it (Buffers, compressed answers). Its RSS is no measure of
 * that: V8 sizes its heap to the allocation rate, so at a steady load the same shop's RSS swung
 * between -17 % and +33 % of itself from one 5-minute soak to the next, with nothing kept.
 *
 * The process must have been started with `--inspect-port=<port>`; SIGUSR1 opens the inspector
 * there (on loopback), so nothing listens until a soak asks.
 */
export async function openRetainedMemory(pid: number, port: number) {
  process.kill(pid, 'SIGUSR1');
  let targets: { webSocketDebuggerUrl: string }[] | undefined;
  for (let tries = 0; !targets; tries++) {
    targets = await fetch(`http://127.0.0.1:${port}/json/list`).then(
      async (r) => (await r.json()) as { webSocketDebuggerUrl: string }[],
      () => undefined,
    );
    if (!targets && tries > 100) throw new Error(`El inspector no abrió en el puerto ${port}`);
    if (!targets) await sleep(100);
  }
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await once(socket, 'open');
  let lastId = 0;
  const pending = new Map<number, (message: Answer) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Answer & { id?: number };
    if (message.id === undefined) return;
    pending.get(message.id)?.(message);
    pending.delete(message.id);
  });
  const send = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const id = ++lastId;
      pending.set(id, (m) => (m.error ? reject(new Error(m.error.message)) : resolve(m.result)));
      socket.send(JSON.stringify({ id, method, params }));
    });

  return {
    /** Bytes still reachable after a full collection: V8's heap and external memory. */
    async retainedBytes(): Promise<number> {
      await send('HeapProfiler.collectGarbage');
      const answer = (await send('Runtime.evaluate', {
        expression: 'JSON.stringify(process.memoryUsage())',
        returnByValue: true,
      })) as { result: { value: string } };
      const usage = JSON.parse(answer.result.value) as MemoryUsage;
      return usage.heapUsed + usage.external;
    },
    close: () => socket.close(),
  };
}
