import { z } from 'zod';
import { lineText, requiredText } from './fields';
import { InfoPageSlugSchema } from './info-pages';

/**
 * Spanish texts of the content screens (docs/architecture.md, "Contract: validation and
 * messages"); the success infos are ours (departure 13).
 */
export const CONTENT_MESSAGES = {
  required: 'El nombre y el contenido son requeridos.',
  unchanged: 'No hay cambios para actualizar.',
  groupName: 'Escriba el nombre del grupo.',
  itemName: 'Escriba el nombre del elemento.',
  image: 'La imagen debe ser una dirección /api/files/… de la tienda o una dirección https://.',
  url: 'El enlace debe ser una ruta de la tienda (/…) o una dirección https://, mailto: o tel:.',
  nameTaken: 'Ya existe una sección con ese nombre. Elija otro nombre.',
  storefrontName:
    'La tienda busca esta sección por su nombre: renombrarla la quitaría de la tienda. Cambie sus grupos y elementos, o cree otra sección.',
  firstCannotMoveUp: 'La primera sección no puede subir más.',
  lastCannotMoveDown: 'La última sección no puede bajar más.',
  notFound: 'No encontramos la sección solicitada.',
  loadFailed: 'Hubo un problema al cargar las configuraciones.',
  sectionLoadFailed: 'Hubo un problema al cargar la sección.',
  updateFailed: 'Hubo un problema al actualizar la sección.',
  deleteFailed: 'Hubo un problema al eliminar la sección.',
  createFailed: 'Hubo un problema al crear la sección.',
  created: 'Sección creada correctamente.',
  updated: 'Sección actualizada correctamente.',
  deleted: 'Sección eliminada correctamente.',
  moved: 'Orden de las secciones actualizado.',
  pageTitle: 'Escriba el título de la página.',
  pageBody: 'Escriba el contenido de la página.',
  pageSlugTaken: 'Ya existe una página con esa dirección. Elija otra.',
  pagesLoadFailed: 'Hubo un problema al cargar las páginas informativas.',
  pageUpdated: 'Página actualizada correctamente.',
  pageCreated: 'Página creada correctamente.',
  pageDeleted: 'Página eliminada correctamente.',
  pageUpdateFailed: 'Hubo un problema al actualizar la página.',
  auditLoadFailed: 'Error al cargar el historial de la sección.',
  pageDeleteFailed: 'Hubo un problema al eliminar la página.',
} as const;

/** An uploaded file of the shop (`/api/files/...`, never climbing out with '..') or https. */
const IMAGE_PATTERN = /^(\/api\/files\/(?!.*\.\.)[\w./-]+|https:\/\/[^\s]+)$/;
/**
 * A path of the shop ('/categories/3/routers'), https, mailto: or tel:. Never '//host' nor
 * '/\host': browsers read both as another site, which would make the shop an open redirect.
 */
const URL_PATTERN = /^(\/(?![\\/])[^\s\\]*|https:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[\d\s()-]+)$/;

/** Optional: blank is absent, so a form's empty box sends nothing. */
const optionalPattern = (pattern: RegExp, message: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `El texto no puede superar ${max} caracteres.`)
    .refine((v) => v === '' || pattern.test(v), message)
    .optional()
    .transform((v) => (v ? v : undefined));

export const ContentItemInputSchema = z.strictObject({
  name: requiredText(CONTENT_MESSAGES.itemName, 120),
  description: lineText(300)
    .optional()
    .transform((v) => (v ? v : undefined)),
  image: optionalPattern(IMAGE_PATTERN, CONTENT_MESSAGES.image, 500),
  url: optionalPattern(URL_PATTERN, CONTENT_MESSAGES.url, 500),
});

export const ContentGroupInputSchema = z.strictObject({
  name: requiredText(CONTENT_MESSAGES.groupName, 120),
  isHighlighted: z.boolean().default(false),
  contents: z.array(ContentItemInputSchema).max(60, 'Un grupo admite hasta 60 elementos.'),
});
export type ContentGroupInput = z.infer<typeof ContentGroupInputSchema>;

const sectionName = requiredText(CONTENT_MESSAGES.required, 80);
const groups = z
  .array(ContentGroupInputSchema, { error: CONTENT_MESSAGES.required })
  .min(1, CONTENT_MESSAGES.required)
  .max(30, 'Una sección admite hasta 30 grupos.');

/** POST /api/contents: a unique name and at least one group, in the order they are shown. */
export const ContentCreateSchema = z.strictObject({ name: sectionName, content: groups });
export type ContentCreate = z.infer<typeof ContentCreateSchema>;

/** PATCH /api/contents/{id}: the fields that changed; the groups and items are replaced whole. */
export const ContentUpdateSchema = z
  .strictObject({ name: sectionName.optional(), content: groups.optional() })
  .refine((value) => value.name !== undefined || value.content !== undefined, {
    message: CONTENT_MESSAGES.unchanged,
    when: (payload) => payload.issues.length === 0,
  });
export type ContentUpdate = z.infer<typeof ContentUpdateSchema>;

export const CONTENT_MOVE_DIRECTIONS = ['up', 'down'] as const;
export const ContentMoveSchema = z.strictObject({
  direction: z.enum(CONTENT_MOVE_DIRECTIONS, { error: "La dirección debe ser 'up' o 'down'." }),
});
export type ContentMove = z.infer<typeof ContentMoveSchema>;

const pageTitle = requiredText(CONTENT_MESSAGES.pageTitle, 120);
const pageBody = z
  .string({ error: CONTENT_MESSAGES.pageBody })
  .trim()
  .min(1, CONTENT_MESSAGES.pageBody)
  .max(100_000, 'El contenido no puede superar 100.000 caracteres.');

/** POST /api/pages: a new information page; the footer links to it by `/info/{slug}`. */
export const InfoPageCreateSchema = z.strictObject({
  slug: InfoPageSlugSchema,
  title: pageTitle,
  body: pageBody,
});
export type InfoPageCreate = z.infer<typeof InfoPageCreateSchema>;

/** PATCH /api/pages/{slug}: title and/or body (HTML, stored sanitized). */
export const InfoPageUpdateSchema = z
  .strictObject({ title: pageTitle.optional(), body: pageBody.optional() })
  .refine((value) => value.title !== undefined || value.body !== undefined, {
    message: CONTENT_MESSAGES.unchanged,
    when: (payload) => payload.issues.length === 0,
  });
export type InfoPageUpdate = z.infer<typeof InfoPageUpdateSchema>;

/** GET /api/pages (ADMIN_CONTENTS): every information page in its order, body included. */
export const InfoPageAdminSchema = z.object({
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  position: z.number().int(),
  updatedAt: z.string(),
});
export type InfoPageAdmin = z.infer<typeof InfoPageAdminSchema>;
