import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * A browser its owner has signed in from (OWASP "device cookies"): sign-in attempts that carry it
 * for that e-mail count against the device alone, so someone guessing the account's password from
 * elsewhere fills the account's counter without locking its owner out of a browser they use.
 */
export const DEVICE_COOKIE = 'tienda_device';
const DEVICE_TTL_SECONDS = 180 * 24 * 60 * 60;

export interface DeviceCookies {
  /** A new cookie value for this e-mail's owner. */
  issue(email: string): string;
  /** The device's id when `cookie` was issued to this e-mail's owner; null for anything else. */
  deviceOf(cookie: string | undefined, email: string): string | null;
}

export function createDeviceCookies(secret: string): DeviceCookies {
  // Its own key, so a device cookie can never pass for anything signed with the session secret.
  const key = createHmac('sha256', secret).update('tienda device cookie').digest();
  const mac = (nonce: string, email: string) =>
    createHmac('sha256', key).update(`${nonce}|${email}`).digest();
  return {
    issue(email) {
      const nonce = randomBytes(16).toString('base64url');
      return `${nonce}.${mac(nonce, email).toString('base64url')}`;
    },
    deviceOf(cookie, email) {
      const [nonce, signature, extra] = (cookie ?? '').split('.');
      if (!nonce || !signature || extra !== undefined) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(nonce, email);
      return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
    },
  };
}

/** Sent back to the sign-in route only: HttpOnly, SameSite=Strict, Secure over HTTPS. */
export function setDeviceCookie(reply: FastifyReply, value: string, secure: boolean) {
  reply.setCookie(DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/api/auth/login',
    maxAge: DEVICE_TTL_SECONDS,
  });
}
