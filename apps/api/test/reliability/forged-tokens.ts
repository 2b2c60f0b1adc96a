import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';

/** What a forger starts from: a real token of the shop, and the user and session behind it. */
export interface Genuine {
  token: string;
  userId: number;
  sessionId: string;
}

const ISSUER = 'tienda';
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const ADMIN_ROLES = [
  { name: 'Administrador', permissions: ['ADMIN_CLIENTS', 'ADMIN_ROLES', 'ADMIN_CONFIG'] },
];
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/** A token's three parts with the payload rewritten and the original signature kept. */
function tamper(token: string, change: (payload: Record<string, unknown>) => void) {
  const [header, , signature] = token.split('.');
  const payload = decodeJwt(token) as Record<string, unknown>;
  change(payload);
  return `${header}.${b64(payload)}.${signature}`;
}

function signed(secret: string, claims: Record<string, unknown>, alg = 'HS256') {
  return new SignJWT(claims).setProtectedHeader({ alg }).sign(new TextEncoder().encode(secret));
}

/**
 * Tokens nobody may get in with, each named by what is wrong with it. `secret` is the shop's own
 * key: the forgeries made with it stand for a leaked-key-free attacker only where the shop must
 * still refuse them (wrong issuer, no expiry, another algorithm, a session that is not the user's).
 */
export async function forgedTokens(genuine: Genuine, other: Genuine, secret: string) {
  const claims = {
    sub: String(genuine.userId),
    sid: genuine.sessionId,
    iss: ISSUER,
    roles: ADMIN_ROLES,
  };
  const [header, payload, signature] = genuine.token.split('.');
  const unsigned = (alg: string) =>
    `${b64({ alg, typ: 'JWT' })}.${b64({ ...claims, exp: inAnHour() })}.`;
  return {
    'alg none (jose)': new UnsecuredJWT({ sid: genuine.sessionId, roles: ADMIN_ROLES })
      .setSubject(String(genuine.userId))
      .setIssuer(ISSUER)
      .setExpirationTime('1h')
      .encode(),
    'alg none': unsigned('none'),
    'alg None': unsigned('None'),
    'alg NONE': unsigned('NONE'),
    'alg none, original signature kept': `${b64({ alg: 'none' })}.${payload}.${signature}`,
    'signed with another key': await signed('otra-clave-que-no-es-la-de-la-tienda-0000000000', {
      ...claims,
      exp: inAnHour(),
    }),
    'signed with the shop key as HS512': await signed(
      secret,
      { ...claims, exp: inAnHour() },
      'HS512',
    ),
    'expired exp, shop key, live session': await signed(secret, {
      ...claims,
      roles: [],
      exp: Math.floor(Date.now() / 1000) - 60,
    }),
    'no exp, shop key, live session': await signed(secret, { ...claims, roles: [] }),
    'another issuer, shop key': await signed(secret, {
      ...claims,
      iss: 'otra-tienda',
      exp: inAnHour(),
    }),
    "another user's id in the payload": tamper(genuine.token, (p) => {
      p.sub = String(other.userId);
    }),
    'permissions added to the payload': tamper(genuine.token, (p) => {
      p.roles = ADMIN_ROLES;
    }),
    'expiry pushed back in the payload': tamper(genuine.token, (p) => {
      p.exp = Number(p.exp) + 365 * 24 * 3600;
    }),
    "another user's session, shop key": await signed(secret, {
      ...claims,
      sid: other.sessionId,
      exp: inAnHour(),
    }),
    'a session that never existed, shop key': await signed(secret, {
      ...claims,
      sid: crypto.randomUUID(),
      exp: inAnHour(),
    }),
    'signature cut short': genuine.token.slice(0, -4),
    'signature removed': `${header}.${payload}.`,
    'two segments': `${header}.${payload}`,
    'not a token': 'abc',
    'extra segment': `${genuine.token}.${signature}`,
  };
}

/** The session id a genuine token names. */
export const sessionOf = (token: string) => String(decodeJwt(token).sid);
