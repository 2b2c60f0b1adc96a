// The few HTTP chores the routes share: bodies in, JSON and HTML out, Wompi's error envelope.
import type { IncomingMessage, ServerResponse } from 'node:http';

// Checkout forms and control bodies are a few hundred bytes; anything far bigger is a mistake.
const BODY_LIMIT = 64 * 1024;

/** A request the stand-in refuses with Wompi's 422 INPUT_VALIDATION_ERROR. */
export class InputError extends Error {
  constructor(readonly messages: Record<string, string[]>) {
    super(Object.values(messages).flat().join('; '));
  }
}

export async function readBody(req: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT) throw new InputError({ body: ['El cuerpo es demasiado grande'] });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(req);
  try {
    const body: unknown = text ? JSON.parse(text) : {};
    if (body !== null && typeof body === 'object' && !Array.isArray(body))
      return body as Record<string, unknown>;
  } catch {
    // Answered below like a body that is not an object.
  }
  throw new InputError({ body: ['Se esperaba un objeto JSON'] });
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  // Wompi's API answers any origin: its widget reads it from the merchant's pages.
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'access-control-allow-origin': '*',
  });
  res.end(JSON.stringify(body));
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(html);
}

/** 303, so the browser follows a form POST with a GET. */
export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location });
  res.end();
}

export function bearerToken(req: IncomingMessage): string | null {
  const match = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '');
  return match?.[1] ?? null;
}

export const notFound = (res: ServerResponse, reason: string) =>
  sendJson(res, 404, { error: { type: 'NOT_FOUND_ERROR', reason } });

export const invalidAccessToken = (res: ServerResponse, reason: string) =>
  sendJson(res, 401, { error: { type: 'INVALID_ACCESS_TOKEN', reason } });

export const inputValidationError = (res: ServerResponse, messages: Record<string, string[]>) =>
  sendJson(res, 422, { error: { type: 'INPUT_VALIDATION_ERROR', messages } });
