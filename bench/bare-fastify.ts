/**
 * The ceiling of the machine for a Fastify answer, started by the bench as a child process:
 * GET /list answers a constant JSON of the size of a catalogue page (the shop's own first page,
 * read from BARE_LIST_FILE) and GET /tiny a constant JSON of a few bytes. No database, no hooks,
 * no compression: whatever the shop does on top of this is the shop's cost.
 *   BARE_PORT=4531 BARE_LIST_FILE=page.json node --import tsx bench/bare-fastify.ts
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const port = Number(process.env.BARE_PORT);
const list = readFileSync(process.env.BARE_LIST_FILE!, 'utf8');
const tiny = JSON.stringify({ ok: true });

const app = Fastify({ logger: false });
// Already serialized: a constant answer costs no serialization, as a ceiling should.
app.get('/list', (_request, reply) => reply.type('application/json').send(list));
app.get('/tiny', (_request, reply) => reply.type('application/json').send(tiny));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void app.close().then(() => process.exit(0)));
}
await app.listen({ host: '127.0.0.1', port });
