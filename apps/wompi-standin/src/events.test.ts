import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStandinControl, type StandinControl } from './control-client';
import { DEMO_KEYS } from './demo-keys';
import { createWompiStandin, type WompiStandin } from './server';
import { checkoutUrl, formFields } from './testing/checkout-url';
import { startEventsReceiver } from './testing/events-receiver';
import type { WompiEvent } from './events';

type Receiver = Awaited<ReturnType<typeof startEventsReceiver>>;

let standin: WompiStandin;
let receiver: Receiver;
let control: StandinControl;
let baseUrl: string;

async function start(answer?: (n: number) => number) {
  receiver = await startEventsReceiver(answer);
  // pendingMs long enough to see PENDING on a loaded machine, retryMs short to keep tests quick.
  standin = createWompiStandin({ eventsUrl: receiver.url, pendingMs: 300, retryMs: 20 });
  baseUrl = await standin.listen();
  control = createStandinControl(baseUrl);
}

afterEach(async () => {
  await standin.close();
  await receiver.close();
});

/** What the shop must compute, written out here so it does not lean on signatures.ts. */
function expectedChecksum(event: WompiEvent): string {
  const { id, status, amount_in_cents } = event.data.transaction;
  const source = `${id}${status}${amount_in_cents}${event.timestamp}${DEMO_KEYS.eventsSecret}`;
  return createHash('sha256').update(source).digest('hex').toUpperCase();
}

const sleep = (ms: number) => new Promise((wait) => setTimeout(wait, ms));

describe('events', () => {
  beforeEach(() => start());

  it('sends PSE PENDING → APPROVED after pendingMs, signed so the shop can verify it', async () => {
    const url = checkoutUrl(baseUrl, {
      reference: 'PED-20',
      amountInCents: 2_500_000,
      redirectUrl: 'http://127.0.0.1:9/pagos',
    });
    const form = formFields(await (await fetch(url)).text(), 'pse');
    form.set('financial-institution-code', '1');
    form.set('user-type', '1');
    const paid = await fetch(new URL('/p/pay', baseUrl), {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    const id = new URL(paid.headers.get('location')!).searchParams.get('id')!;

    const lookup = await fetch(new URL(`/v1/transactions/${id}`, baseUrl));
    expect(((await lookup.json()) as { data: { status: string } }).data.status).toBe('PENDING');
    expect(receiver.received).toHaveLength(0);

    const [{ headers, body }] = (await receiver.waitFor(1)) as [(typeof receiver.received)[0]];
    expect(body).toMatchObject({
      event: 'transaction.updated',
      environment: 'test',
      data: {
        transaction: {
          id,
          status: 'APPROVED',
          reference: 'PED-20',
          amount_in_cents: 2_500_000,
          payment_method: { type: 'PSE', financial_institution_code: '1', user_type: 1 },
        },
      },
      signature: {
        properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'],
      },
    });
    expect(Number.isInteger(body.timestamp)).toBe(true);
    expect(body.signature.checksum).toBe(expectedChecksum(body));
    expect(headers['x-event-checksum']).toBe(body.signature.checksum);
    expect(headers['content-type']).toBe('application/json');
  });

  it('drops events when told, and can deliver the lost one later', async () => {
    await control.updateSettings({ dropEvents: true });
    const transaction = await control.createTransaction({
      reference: 'PED-21',
      amountInCents: 10000,
      method: 'CARD',
      outcome: 'APPROVED',
    });
    expect(transaction.status).toBe('APPROVED');
    await sleep(100);
    expect(receiver.received).toHaveLength(0);
    expect(await control.listDeliveries()).toEqual([]);

    expect(await control.deliverEvent(transaction.id)).toEqual([
      { url: receiver.url, httpStatus: 200 },
    ]);
    const [event] = await receiver.waitFor(1);
    expect(event!.body.data.transaction.status).toBe('APPROVED');
  });

  it('forges events on request: a wrong checksum, or an amount changed after signing', async () => {
    const transaction = await control.createTransaction({
      reference: 'PED-22',
      amountInCents: 10000,
      method: 'CARD',
      outcome: 'DECLINED',
    });
    await receiver.waitFor(1);
    await control.deliverEvent(transaction.id, { tamper: 'checksum' });
    await control.deliverEvent(transaction.id, { tamper: 'amount' });
    const [genuine, wrongChecksum, wrongAmount] = (await receiver.waitFor(3)).map((e) => e.body);

    expect(genuine!.signature.checksum).toBe(expectedChecksum(genuine!));
    expect(wrongChecksum!.signature.checksum).not.toBe(expectedChecksum(wrongChecksum!));
    expect(wrongAmount!.data.transaction.amount_in_cents).toBe(10100);
    expect(wrongAmount!.signature.checksum).toBe(genuine!.signature.checksum);
    expect(wrongAmount!.signature.checksum).not.toBe(expectedChecksum(wrongAmount!));
  });

  it('delivers the same event several times at once, to several URLs', async () => {
    const other = await startEventsReceiver(() => 503);
    try {
      const transaction = await control.createTransaction({
        reference: 'PED-23',
        amountInCents: 10000,
        method: 'CARD',
        outcome: 'APPROVED',
      });
      await receiver.waitFor(1);
      const results = await control.deliverEvent(transaction.id, {
        times: 2,
        concurrently: true,
        to: [receiver.url, other.url],
      });
      expect(results.map((r) => r.httpStatus).sort()).toEqual([200, 200, 503, 503]);
      const bodies = (await receiver.waitFor(3)).map((e) => e.body);
      expect(new Set(bodies.map((b) => b.signature.checksum)).size).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('voids through the API and sends the VOIDED event', async () => {
    const transaction = await control.createTransaction({
      reference: 'PED-24',
      amountInCents: 10000,
      method: 'CARD',
      outcome: 'APPROVED',
    });
    const voided = await fetch(new URL(`/v1/transactions/${transaction.id}/void`, baseUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${DEMO_KEYS.privateKey}` },
    });
    expect(voided.status).toBe(200);
    const statuses = (await receiver.waitFor(2)).map((e) => e.body.data.transaction.status);
    expect(statuses).toEqual(['APPROVED', 'VOIDED']);
  });
});

describe('redelivery', () => {
  it('retries 3 times while the shop does not answer 200, then gives up', async () => {
    await start(() => 500);
    const transaction = await control.createTransaction({
      reference: 'PED-30',
      amountInCents: 10000,
      method: 'CARD',
      outcome: 'APPROVED',
    });
    await receiver.waitFor(4);
    await sleep(100);
    expect(receiver.received).toHaveLength(4);
    const deliveries = await control.listDeliveries();
    expect(deliveries.map((d) => [d.trigger, d.httpStatus])).toEqual([
      ['status-change', 500],
      ['retry', 500],
      ['retry', 500],
      ['retry', 500],
    ]);
    expect(
      deliveries.every((d) => d.transactionId === transaction.id && d.status === 'APPROVED'),
    ).toBe(true);
    const timestamps = new Set(receiver.received.map((e) => e.body.timestamp));
    expect(timestamps.size).toBe(1);
  });

  it('stops retrying once the shop answers 200', async () => {
    await start((n) => (n === 0 ? 204 : 200));
    await control.createTransaction({
      reference: 'PED-31',
      amountInCents: 10000,
      method: 'CARD',
      outcome: 'APPROVED',
    });
    await receiver.waitFor(2);
    await sleep(100);
    expect((await control.listDeliveries()).map((d) => d.httpStatus)).toEqual([204, 200]);
  });

  it('keeps a PENDING transaction for /settle, and sends only its final status', async () => {
    await start();
    const transaction = await control.createTransaction({
      reference: 'PED-32',
      amountInCents: 10000,
      method: 'NEQUI',
      outcome: 'PENDING',
    });
    await sleep(150);
    expect(receiver.received).toHaveLength(0);
    const settled = await control.settleTransaction(transaction.id, 'ERROR');
    expect(settled).toMatchObject({ status: 'ERROR', payment_method_type: 'NEQUI' });
    const [event] = await receiver.waitFor(1);
    expect(event!.body.data.transaction.status).toBe('ERROR');
  });
});
