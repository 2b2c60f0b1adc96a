import { z } from 'zod';
import { nitCheckDigit } from './nit';

/** Field atoms composed by the request schemas of several features. */

export const PASSWORD_POLICY =
  'La contraseña debe tener entre 8 y 128 caracteres e incluir al menos una letra y un número.';

export const CONTROL_CHARACTERS_MESSAGE =
  'El texto contiene caracteres no permitidos (caracteres de control).';

const withoutControlCharacters = (value: string) =>
  ![...value].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);

/**
 * A calendar day 'YYYY-MM-DD' that exists (2026-02-30 is refused, not rolled over into March),
 * every problem told with `message`.
 */
export const dayField = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message })
    .refine(
      (value) => {
        const parsed = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
      },
      { error: message },
    );

/** One line of text as people type it: control characters (NUL, tabs, line breaks) are refused. */
export const lineText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `El texto no puede superar ${max} caracteres.`)
    .refine(withoutControlCharacters, CONTROL_CHARACTERS_MESSAGE);

/** A required text field: absent, not text or blank all give `missing`. */
export const requiredText = (missing: string, max = 200) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, `El texto no puede superar ${max} caracteres.`)
    .refine(withoutControlCharacters, CONTROL_CHARACTERS_MESSAGE);

export const optionalText = (max = 200) => lineText(max).optional();

export const emailField = (missing: string, invalid = 'El correo electrónico no es válido.') =>
  requiredText(missing, 254)
    .toLowerCase()
    .pipe(z.email({ error: invalid }));

export const passwordField = (missing: string) =>
  z
    .string({ error: missing })
    .min(1, missing)
    .min(8, PASSWORD_POLICY)
    .max(128, PASSWORD_POLICY)
    .regex(/[A-Za-zÀ-ÿ]/, PASSWORD_POLICY)
    .regex(/\d/, PASSWORD_POLICY);

export const phoneField = (missing: string) =>
  requiredText(missing, 30).refine(
    (v) =>
      /^\+?[\d\s()-]+$/.test(v) &&
      (v.match(/\d/g)?.length ?? 0) >= 7 &&
      (v.match(/\d/g)?.length ?? 0) <= 15,
    'El teléfono debe tener entre 7 y 15 dígitos.',
  );

/**
 * A NIT or cédula as typed: digits, optionally with dots, spaces and a `-DV` suffix.
 * The spec's client sends it as a JSON integer, so numbers are accepted too.
 * Yields the base digits; a DV that was typed must be the right one.
 */
export const identificationField = (missing: string) =>
  z
    .union([z.string(), z.number()], { error: missing })
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .min(1, missing)
        .transform((v) => v.replace(/[.\s]/g, ''))
        .refine((v) => /^\d{5,15}(-\d)?$/.test(v), {
          message: 'El NIT o documento debe contener solo números (5 a 15 dígitos).',
        })
        .refine(
          (v) => {
            const [base, dv] = v.split('-');
            return dv === undefined || nitCheckDigit(base!) === Number(dv);
          },
          { message: 'El dígito de verificación del NIT no corresponde.' },
        )
        .transform((v) => v.split('-')[0]!),
    );
