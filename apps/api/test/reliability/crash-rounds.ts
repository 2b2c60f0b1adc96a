import type { PayMethod } from '@shop/shared';
import { multipart } from '../factories';
import type { Account, CrashShop } from './crash-shop';
import { importWorkbook } from './import-workbook';

export type Kind = 'order' | 'convert' | 'import';

export interface Answer {
  status: number;
  body: { customId?: string; code?: string };
  replayed: boolean;
}

/** One HTTP request to the shop; rejects when the process dies under it. */
export async function call(
  baseUrl: string,
  path: string,
  init: { method?: string; headers: Record<string, string>; body?: unknown; raw?: Buffer },
): Promise<Answer> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'POST',
    headers: init.raw ? init.headers : { ...init.headers, 'content-type': 'application/json' },
    body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text ? (JSON.parse(text) as Answer['body']) : {},
    replayed: res.headers.get('idempotent-replayed') === 'true',
  };
}

/** A keyed order request (from the cart or from a quote), as first sent and as retried. */
export interface Attempt {
  userId: number;
  headers: Record<string, string>;
  path: '/api/order' | '/api/convert-quote';
  body: { payMethod: PayMethod; id?: number };
  quoteId?: number;
  /** What the first try answered before the kill, if anything. */
  first?: Answer;
  /** Retried after the restart (or answered with no kill): its order must exist exactly once. */
  settled: boolean;
}

/** The requests of one round, built before any of them is sent. */
export interface Round {
  kind: Kind;
  attempts: Attempt[];
  /** The import's SKU prefix. */
  prefix?: string;
  /** Sends every request at once; each promise settles with its answer or with the kill. */
  send(baseUrl: string): Promise<Answer>[];
  /** The import's dry run: the file read and checked, nothing written. */
  preview?(baseUrl: string): Promise<Answer>;
  /** What the import answered before the kill, if anything. */
  uploaded?: Answer;
}

const PAY_METHODS: PayMethod[] = ['CREDIT', 'DEBIT', 'BANK_TRANSFER'];

async function expect2xx(answer: Promise<Answer>, what: string) {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body;
}

/** One to three of the stocked products, one to five units each. */
function fillCart(baseUrl: string, shop: CrashShop, customer: Account, random: () => number) {
  const picked = shop.stocked.filter(() => random() < 0.5);
  const items = (picked.length ? picked : shop.stocked.slice(0, 1))
    .slice(0, 3)
    .map((p) => ({ productId: p.id, quantity: 1 + Math.floor(random() * 5) }));
  return expect2xx(
    call(baseUrl, '/api/shopping-cart/add', {
      method: 'PATCH',
      headers: customer.headers,
      body: { items },
    }),
    'adding to the cart',
  );
}

const keyed = (attempt: Attempt, key: string) => ({
  ...attempt.headers,
  'idempotency-key': key,
});

/**
 * Every customer fills the cart (and, for a conversion, makes a quote of it) on the running shop;
 * the round's requests are the orders or conversions, each with its own Idempotency-Key.
 */
export async function prepareRound(
  kind: Kind,
  n: number,
  baseUrl: string,
  shop: CrashShop,
  customers: Account[],
  random: () => number,
  importRows: number,
): Promise<Round> {
  if (kind === 'import') {
    const prefix = `CRASH-${n}-`;
    const file = multipart(
      'productFile',
      'carga.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      importWorkbook(prefix, importRows, shop.brand, shop.category),
    );
    const upload = (url: string, query = '') =>
      call(url, `/api/products/upload${query}`, {
        headers: { ...shop.admin.headers, ...file.headers },
        raw: file.payload,
      });
    const round: Round = {
      kind,
      attempts: [],
      prefix,
      send: (url) => [upload(url).then((answer) => (round.uploaded = answer))],
      preview: (url) => upload(url, '?dryRun=true'),
    };
    return round;
  }
  const attempts = await Promise.all(
    customers.map(async (customer): Promise<Attempt> => {
      await fillCart(baseUrl, shop, customer, random);
      const payMethod = PAY_METHODS[Math.floor(random() * PAY_METHODS.length)]!;
      const base = { userId: customer.id, headers: customer.headers, settled: false };
      if (kind === 'order') return { ...base, path: '/api/order', body: { payMethod } };
      const quote = await expect2xx(
        call(baseUrl, '/api/quote', { headers: customer.headers }),
        'making a quote',
      );
      const id = (quote as { id: number }).id;
      return { ...base, path: '/api/convert-quote', body: { id, payMethod }, quoteId: id };
    }),
  );
  const keys = attempts.map((_, i) => `crash-${n}-${i}-${Math.floor(random() * 1e9)}`);
  attempts.forEach((a, i) => (a.headers = keyed(a, keys[i]!)));
  return {
    kind,
    attempts,
    send: (url) =>
      attempts.map((a) =>
        call(url, a.path, { headers: a.headers, body: a.body }).then((answer) => {
          a.first = answer;
          return answer;
        }),
      ),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends each round's requests `startsMs[i]` after the first ones and, with `killAtMs`, kills the
 * shop that long after the first ones went out. Answers how many requests of each round were still
 * waiting for their answer at the kill.
 */
export async function playTogether(
  baseUrl: string,
  rounds: Round[],
  startsMs: number[],
  kill?: { atMs: number; shop: { kill(): Promise<void> } },
): Promise<number[]> {
  const open = rounds.map(() => 0);
  const settled = Promise.all(
    rounds.map(async (round, i) => {
      await sleep(startsMs[i]!);
      const sent = round.send(baseUrl).map((p) => {
        open[i]!++;
        return p.finally(() => open[i]!--);
      });
      return Promise.allSettled(sent);
    }),
  );
  if (!kill) {
    for (const answers of await settled)
      for (const a of answers)
        if (a.status === 'rejected' || a.value.status >= 300)
          throw new Error(`a request without a kill failed: ${JSON.stringify(a)}`);
    return open;
  }
  await sleep(kill.atMs);
  const inFlight = [...open];
  await kill.shop.kill();
  await settled;
  return inFlight;
}

/** A small seeded generator, so a run's carts and kill moments can be told apart by its seed. */
export function seededRandom(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
