// The one merchant the stand-in knows, answered as Wompi's GET /v1/merchants/:public_key does
// (docs.wompi.co/docs/colombia/tokens-de-aceptacion/).
import { randomBytes } from 'node:crypto';

export const MERCHANT = {
  id: 104392,
  name: 'Andina Telecom (sandbox)',
  email: 'pagos@andinatelecom.example',
  contact_name: 'Laura Gómez',
  legal_name: 'Andina Telecom S.A.S.',
  legal_id_type: 'NIT',
  legal_id: '900123456',
} as const;

export const TERMS_PATH = '/legal/terminos-y-condiciones';
export const PERSONAL_DATA_PATH = '/legal/autorizacion-datos-personales';

export type AcceptanceTokens = ReturnType<typeof createAcceptanceTokens>;

/** Wompi's tokens are JWTs; nothing here reads them back, so opaque strings stable per process do. */
export function createAcceptanceTokens() {
  const token = (kind: string) => `standin.${kind}.${randomBytes(24).toString('base64url')}`;
  return { endUserPolicy: token('end-user-policy'), personalDataAuth: token('personal-data-auth') };
}

export function merchantView(publicKey: string, baseUrl: string, tokens: AcceptanceTokens) {
  return {
    ...MERCHANT,
    public_key: publicKey,
    accepted_currencies: ['COP'],
    accepted_payment_methods: ['CARD', 'PSE', 'NEQUI'],
    presigned_acceptance: {
      acceptance_token: tokens.endUserPolicy,
      permalink: `${baseUrl}${TERMS_PATH}`,
      type: 'END_USER_POLICY',
    },
    presigned_personal_data_auth: {
      acceptance_token: tokens.personalDataAuth,
      permalink: `${baseUrl}${PERSONAL_DATA_PATH}`,
      type: 'PERSONAL_DATA_AUTH',
    },
  };
}
