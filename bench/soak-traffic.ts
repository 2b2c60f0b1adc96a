import { randomUUID } from 'node:crypto';
import { PAY_METHODS } from '@shop/shared';
import { textOf, type HttpClient } from './soak-http';
import type { Kind, Recorder } from './soak-record';

/** What the traffic reads and buys, found in the database before it starts. */
export interface SoakCatalogue {
  /** Available products spread over the catalogue: product pages and cart lines. */
  productIds: number[];
  categoryIds: number[];
  brandIds: number[];
  /** Products the orders buy, their stock raised so that no order runs out. */
  orderProductIds: number[];
}

/** A signed-in customer's request headers. */
export type Session = Record<string, string>;

/** The mix of issue 16 (70 % browse, 20 % search, 8 % cart, 2 % order), by action. */
export const MIX: Record<Kind, number> = { browse: 70, search: 20, cart: 8, order: 2 };

/** What shoppers type: common words, a brand, two words, an accent and a typo. */
const SEARCH_TERMS = [
  'camara',
  'cámara domo',
  'cable',
  'router',
  'switch poe',
  'mikrotik',
  'ubiquiti',
  'antena',
  'fibra',
  'ups',
  'mikrotk',
  'access point',
  'firewall',
  'telefono ip',
];

interface StockLine {
  productId: number;
  quantity: number;
}
/** The part of POST /api/order's answer the soak checks against the database. */
interface OrderAnswer {
  id: number;
  cart: { removed: StockLine[] };
}

/** An order of 1-3 lines of 1-2 units, and every tenth one sent again with its key (a retry). */
const RETRY_EVERY = 10;

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const int = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const page = (pages: number) => `offset=${int(0, pages - 1)}&limit=20`;

const HTML = { accept: 'text/html' };

/** A function that calls one of `choices`, each as often as its weight says. */
function weighted(choices: [number, () => Promise<unknown>][]): () => Promise<void> {
  const total = choices.reduce((sum, [weight]) => sum + weight, 0);
  return async () => {
    let roll = Math.random() * total;
    for (const [weight, choice] of choices) {
      if (roll < weight) return void (await choice());
      roll -= weight;
    }
  };
}

/** Customers lent to one action at a time, so one's cart is never changed by two at once. */
export function createPool<T>(items: T[]) {
  const free = [...items];
  const waiting: ((item: T) => void)[] = [];
  return {
    async take(): Promise<T> {
      return free.pop() ?? new Promise<T>((resolve) => waiting.push(resolve));
    },
    give(item: T) {
      const next = waiting.shift();
      if (next) next(item);
      else free.push(item);
    },
  };
}

/** A cart customer walks through add, read, take out, read: the cart never grows without end. */
interface CartCustomer {
  session: Session;
  step: number;
  line: { productId: number; quantity: number };
}

export interface SoakTraffic {
  /** One shopper's action, drawn from MIX. */
  next(): Promise<void>;
  /** Orders the shop answered 201 for, and the units they say they took, per product. */
  ordersCreated(): number;
  unitsOrdered(): Map<number, number>;
}

export function createSoakTraffic(opts: {
  http: HttpClient;
  recorder: Recorder;
  catalogue: SoakCatalogue;
  cartCustomers: Session[];
  orderCustomers: Session[];
}): SoakTraffic {
  const { http, recorder, catalogue } = opts;
  const carts = createPool<CartCustomer>(
    opts.cartCustomers.map((session) => ({
      session,
      step: 0,
      line: { productId: catalogue.productIds[0]!, quantity: 1 },
    })),
  );
  const buyers = createPool(opts.orderCustomers);
  /** Each order the shop answered 201 for, with the units it says it took out of the cart. */
  const placed = new Map<number, StockLine[]>();
  let orderNo = 0;

  /** About a third of catalogue reads come from signed-in customers (priced answers). */
  const someone = (): Session | undefined =>
    Math.random() < 0.3 ? pick(opts.cartCustomers) : undefined;
  const get = (kind: Kind, path: string, headers?: Session) =>
    recorder.call(kind, `GET ${path}`, () => http.send('GET', path, { headers }));

  const read = (path: string) => get('browse', path, someone());
  const browse = weighted([
    [9, () => read(`/api/products?${page(50)}`)],
    [9, () => read(`/api/products?${page(20)}&brandId=${pick(catalogue.brandIds)}`)],
    [18, () => read(`/api/products?${page(10)}&categoryId=${pick(catalogue.categoryIds)}`)],
    [24, () => read(`/api/products/${pick(catalogue.productIds)}`)],
    // A visitor landing on a page from outside: the server-drawn first view (anonymous).
    [5, () => get('browse', `/product/${pick(catalogue.productIds)}`, HTML)],
    [5, () => get('browse', `/categories/${pick(catalogue.categoryIds)}`, HTML)],
  ]);

  const search = async () => {
    const term = encodeURIComponent(pick(SEARCH_TERMS));
    await get('search', `/api/products?${page(3)}&searchTerm=${term}`, someone());
  };

  const cart = async () => {
    const customer = await carts.take();
    try {
      const step = customer.step++ % 4;
      const { session } = customer;
      if (step === 0) {
        customer.line = { productId: pick(catalogue.productIds), quantity: int(1, 3) };
        await recorder.call('cart', 'PATCH /api/shopping-cart/add', () =>
          http.send('PATCH', '/api/shopping-cart/add', {
            headers: session,
            body: { items: [customer.line] },
          }),
        );
      } else if (step === 2) {
        await recorder.call('cart', 'PATCH /api/shopping-cart/remove', () =>
          http.send('PATCH', '/api/shopping-cart/remove', {
            headers: session,
            body: { items: [customer.line] },
          }),
        );
      } else {
        await get('cart', '/api/shopping-cart', session);
      }
    } finally {
      carts.give(customer);
    }
  };

  const order = async () => {
    const session = await buyers.take();
    try {
      const ids = [
        ...new Set(Array.from({ length: int(1, 3) }, () => pick(catalogue.orderProductIds))),
      ];
      const items = ids.map((productId) => ({ productId, quantity: int(1, 2) }));
      const filled = await recorder.call('order', 'PATCH /api/shopping-cart/add', () =>
        http.send('PATCH', '/api/shopping-cart/add', { headers: session, body: { items } }),
      );
      if (!filled) return;
      const key = randomUUID();
      const body = { payMethod: pick(PAY_METHODS) };
      const place = () =>
        recorder.call(
          'order',
          'POST /api/order',
          () =>
            http.send('POST', '/api/order', {
              headers: { ...session, 'idempotency-key': key },
              body,
            }),
          201,
        );
      // A shopper left without an answer sends the order again with its key: the shop answers the
      // order it made, or makes it now, and never a second one.
      const first = (await place()) ?? (await place());
      if (!first) return;
      const made = JSON.parse(textOf(first)) as OrderAnswer;
      placed.set(made.id, made.cart.removed);
      if (++orderNo % RETRY_EVERY !== 0) return;
      const again = await place();
      if (!again) return;
      const { id } = JSON.parse(textOf(again)) as OrderAnswer;
      if (id !== made.id || again.headers['idempotent-replayed'] !== 'true')
        recorder.fail(
          `POST /api/order repetido con la misma clave: orden ${id} en lugar de ${made.id}`,
        );
    } finally {
      buyers.give(session);
    }
  };

  return {
    next: weighted([
      [MIX.browse, browse],
      [MIX.search, search],
      [MIX.cart, cart],
      [MIX.order, order],
    ]),
    ordersCreated: () => placed.size,
    unitsOrdered() {
      const units = new Map<number, number>();
      for (const { productId, quantity } of [...placed.values()].flat())
        units.set(productId, (units.get(productId) ?? 0) + quantity);
      return units;
    },
  };
}
