import { z } from 'zod';

/** 'quienes-somos': lower-case words joined by '-', as the page's address shows it. */
export const InfoPageSlugSchema = z
  .string()
  .max(80, 'La dirección de la página no puede superar 80 caracteres.')
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'La dirección de la página solo admite minúsculas sin tildes, números y guiones.',
  );

export const InfoPageParamsSchema = z.object({ slug: InfoPageSlugSchema });

/**
 * An information page of the shop ('Quiénes somos', 'Envíos', 'Garantías'…): its text is content
 * the dashboard edits, stored as sanitized HTML.
 */
export const InfoPageSchema = z.object({
  slug: InfoPageSlugSchema,
  title: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});
export type InfoPage = z.infer<typeof InfoPageSchema>;
