import { jwtVerify, SignJWT } from 'jose';

export const SESSION_TTL_SECONDS = 8 * 60 * 60;
/**
 * However often it is refreshed, a session ends this long after its sign-in (OWASP ASVS 5.0
 * 7.3.2): a stolen cookie or token cannot be kept alive for ever by calling verify.
 */
export const SESSION_MAX_LIFETIME_SECONDS = 24 * 60 * 60;
const ISSUER = 'tienda';

export interface TokenRole {
  name: string;
  permissions: string[];
}

export interface TokenClaims {
  userId: number;
  sessionId: string;
  roles: TokenRole[];
}

/** Signs and reads session tokens. The payload carries roles[].permissions[] (docs/architecture.md, "Contract: entities and fields"). */
export function createTokenService(secret: string) {
  // Imported into WebCrypto once: handing jose the raw bytes imports them again on every token read.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    async sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
      return new SignJWT({ sid: claims.sessionId, roles: claims.roles })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await key);
    },
    /** The session it names, or null for a forged, expired or malformed token. */
    async read(token: string): Promise<{ userId: number; sessionId: string } | null> {
      try {
        const { payload } = await jwtVerify(token, await key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          // Every token we sign expires; one without `exp` is not ours, whatever key signed it.
          requiredClaims: ['exp'],
        });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
        return { userId, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
