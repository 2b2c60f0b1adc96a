import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as sent on the wire (compressed when the server compressed it). */
  raw: Buffer;
}

/** No answer within this long counts as an error, as autocannon's timeout does in the other rows. */
const TIMEOUT_MS = 10_000;

/** The body as text, decompressed. */
export function textOf(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.raw).toString('utf8');
  return answer.raw.toString('utf8');
}

/**
 * Keep-alive HTTP over loopback with Node's own client, sending what a browser sends
 * (`accept-encoding: br, gzip`) so the shop compresses as it would for a shopper. Rejects only when
 * no answer came (connection error or TIMEOUT_MS); any status resolves.
 */
export function createHttpClient(baseUrl: string, sockets: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  return {
    send(
      method: string,
      path: string,
      opts: { headers?: Record<string, string>; body?: unknown } = {},
    ): Promise<Answer> {
      const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
      const headers: Record<string, string> = { 'accept-encoding': 'br, gzip', ...opts.headers };
      if (body !== undefined) {
        headers['content-type'] = 'application/json';
        headers['x-requested-with'] = 'fetch';
      }
      return new Promise((resolve, reject) => {
        // From the moment it is asked for, time waiting for a free socket included.
        const timer = setTimeout(
          () => req.destroy(new Error(`sin respuesta en ${TIMEOUT_MS / 1000} s`)),
          TIMEOUT_MS,
        );
        const fail = (err: Error) => {
          clearTimeout(timer);
          reject(err);
        };
        const req = request(`${baseUrl}${path}`, { method, agent, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            clearTimeout(timer);
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              raw: Buffer.concat(chunks),
            });
          });
          res.on('error', fail);
        });
        req.on('error', fail);
        req.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}
export type HttpClient = ReturnType<typeof createHttpClient>;
