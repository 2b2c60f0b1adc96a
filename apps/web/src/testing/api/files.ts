import { anyOf, json, on, type Answer } from '../fake-api';

/** GET /api/files/product: one page holding `images`; `upload`, if given, answers the POST. */
export const productImagesApi = ({
  images,
  totalPages,
  upload,
}: {
  images: unknown[];
  totalPages: number;
  upload?: () => Answer;
}) =>
  anyOf(
    on('GET', '/api/files/product', () => json({ images, totalPages })),
    ...(upload ? [on('POST', '/api/files/product', upload)] : []),
  );
