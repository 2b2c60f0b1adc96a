// Wompi's transaction reads and the void of a card payment
// (docs.wompi.co/docs/colombia/referencia-api/).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { bearerToken, inputValidationError, invalidAccessToken, notFound, sendJson } from '../http';
import type { Route } from '../router';
import type { StandinState } from '../state';

const NO_SUCH_TRANSACTION = 'No existe una transacción con ese id';

export function transactionRoutes({ keys, store, payments }: StandinState): Route[] {
  /** Answers the 401 itself and says whether the request carried the private key. */
  const hasPrivateKey = (req: IncomingMessage, res: ServerResponse) => {
    if (bearerToken(req) === keys.privateKey) return true;
    invalidAccessToken(res, 'Se esperaba la llave privada del comercio');
    return false;
  };

  return [
    {
      // Public, as Wompi's is: the redirect page of the shop looks the payment up by its id.
      method: 'GET',
      path: '/v1/transactions/:id',
      handle({ res, params }) {
        const transaction = store.get(params.id!);
        if (!transaction) return notFound(res, NO_SUCH_TRANSACTION);
        sendJson(res, 200, { data: transaction });
      },
    },
    {
      method: 'GET',
      path: '/v1/transactions',
      handle({ req, res, url }) {
        if (!hasPrivateKey(req, res)) return;
        const reference = url.searchParams.get('reference');
        if (!reference)
          return inputValidationError(res, { reference: ['Indica la referencia a buscar'] });
        sendJson(res, 200, { data: store.withReference(reference) });
      },
    },
    {
      method: 'POST',
      path: '/v1/transactions/:id/void',
      handle({ req, res, params }) {
        if (!hasPrivateKey(req, res)) return;
        if (!store.get(params.id!)) return notFound(res, NO_SUCH_TRANSACTION);
        const transaction = payments.voidCard(params.id!);
        if (transaction === 'not-voidable')
          return inputValidationError(res, {
            transaction: ['Solo se anulan transacciones con tarjeta en estado APPROVED'],
          });
        sendJson(res, 200, { data: { transaction } });
      },
    },
  ];
}
