// Wompi's merchant lookup with its acceptance tokens, the pages those tokens link to, and the PSE
// bank list (docs.wompi.co/docs/colombia/referencia-api/).
import { bearerToken, invalidAccessToken, notFound, sendHtml, sendJson } from '../http';
import { merchantView, PERSONAL_DATA_PATH, TERMS_PATH } from '../merchant';
import { legalPage } from '../pages/legal-page';
import type { Route } from '../router';
import { PSE_BANKS } from '../sandbox-data';
import type { StandinState } from '../state';

export function merchantRoutes({ keys, tokens }: StandinState): Route[] {
  return [
    {
      method: 'GET',
      path: '/v1/merchants/:publicKey',
      handle({ res, params, url }) {
        if (params.publicKey !== keys.publicKey)
          return notFound(res, 'No existe un comercio con esa llave pública');
        sendJson(res, 200, { data: merchantView(keys.publicKey, url.origin, tokens) });
      },
    },
    {
      method: 'GET',
      path: '/v1/pse/financial_institutions',
      handle({ req, res }) {
        if (bearerToken(req) !== keys.publicKey)
          return invalidAccessToken(res, 'Se esperaba la llave pública del comercio');
        sendJson(res, 200, { data: PSE_BANKS });
      },
    },
    {
      method: 'GET',
      path: TERMS_PATH,
      handle: ({ res }) => sendHtml(res, 200, legalPage('Términos y condiciones')),
    },
    {
      method: 'GET',
      path: PERSONAL_DATA_PATH,
      handle: ({ res }) =>
        sendHtml(res, 200, legalPage('Autorización para el tratamiento de datos personales')),
    },
  ];
}
