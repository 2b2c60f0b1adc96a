// The stand-in's own endpoints for tests, not Wompi's: make and settle transactions without a
// browser, (re)send or forge events, lose them, and list every delivery attempt.
import { createTransactionBody, deliverBody, settingsBody, settleBody } from '../control-bodies';
import { inputValidationError, notFound, readJson, sendJson } from '../http';
import { sampleMethod } from '../payment-methods';
import type { Route } from '../router';
import type { StandinState } from '../state';

const NO_SUCH_TRANSACTION = 'No existe una transacción con ese id';

export function controlRoutes({ settings, store, payments, events }: StandinState): Route[] {
  return [
    {
      method: 'POST',
      path: '/__control/transactions',
      async handle({ req, res }) {
        const input = createTransactionBody(await readJson(req));
        const transaction = payments.pay(
          {
            amount_in_cents: input.amountInCents,
            reference: input.reference,
            currency: 'COP',
            customer_email: input.email ?? null,
            customer_data: null,
            redirect_url: null,
            payment_method: sampleMethod(input.method, input.outcome, input.reference),
          },
          input.outcome === 'PENDING' ? null : input.outcome,
        );
        sendJson(res, 201, { data: transaction });
      },
    },
    {
      method: 'POST',
      path: '/__control/transactions/:id/settle',
      async handle({ req, res, params }) {
        const status = settleBody(await readJson(req));
        if (!store.get(params.id!)) return notFound(res, NO_SUCH_TRANSACTION);
        sendJson(res, 200, { data: payments.settle(params.id!, status) });
      },
    },
    {
      method: 'POST',
      path: '/__control/events/:transactionId/deliver',
      async handle({ req, res, params }) {
        const options = deliverBody(await readJson(req));
        const transaction = store.get(params.transactionId!);
        if (!transaction) return notFound(res, NO_SUCH_TRANSACTION);
        if (!options.to && !settings.eventsUrl)
          return inputValidationError(res, { to: ['No hay URL de eventos: indica `to`'] });
        sendJson(res, 200, { data: await events.redeliver(transaction, options) });
      },
    },
    {
      method: 'PATCH',
      path: '/__control/settings',
      async handle({ req, res }) {
        const patch = settingsBody(await readJson(req));
        if (patch.eventsUrl !== undefined) settings.eventsUrl = patch.eventsUrl;
        if (patch.dropEvents !== undefined) settings.dropEvents = patch.dropEvents;
        if (patch.pendingMs !== undefined) settings.pendingMs = patch.pendingMs;
        sendJson(res, 200, { data: settings });
      },
    },
    {
      method: 'GET',
      path: '/__control/deliveries',
      handle: ({ res }) => sendJson(res, 200, { data: events.deliveries() }),
    },
  ];
}
