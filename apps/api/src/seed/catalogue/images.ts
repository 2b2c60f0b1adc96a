import { readdir, readFile, stat } from 'node:fs/promises';
import { min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import type { FileStorage } from '../../lib/storage';
import { SEED_DATA_DIR } from '../../config/paths';
import { createProductImageRepository } from '../../modules/product-images/repository';

export const SEED_IMAGES_DIR = `${SEED_DATA_DIR}/images`;

/** The public folders of GET /api/files/{folder}/{name}: products and brands, content sections. */
export const IMAGE_FOLDERS = ['product', 'content'] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];

export const imageUrl = (folder: ImageFolder, file: string) => `/api/files/${folder}/${file}`;

/** Copies every seed picture into storage under `<folder>/<file>`, the key the file route reads. */
export async function copySeedImages(storage: FileStorage): Promise<number> {
  let copied = 0;
  for (const folder of IMAGE_FOLDERS) {
    const dir = `${SEED_IMAGES_DIR}/${folder}`;
    const files = await readdir(dir);
    await Promise.all(
      files.map(async (file) => storage.put(`${folder}/${file}`, await readFile(`${dir}/${file}`))),
    );
    copied += files.length;
  }
  return copied;
}

/**
 * Lists the seed's product and brand pictures in the image library (GET /api/files/product), so
 * staff can choose them like an upload (issue 34, item 12). They are dated with the demo
 * catalogue's first product, so every later upload stays ahead of them. It runs on every start:
 * a catalogue seeded before the library listed them gets its rows now; a picture the storage does
 * not hold (a catalogue seeded without files) is left out, so no row names a missing file.
 */
export async function recordSeedImages(db: Db, storage: FileStorage): Promise<void> {
  const dir = `${SEED_IMAGES_DIR}/product`;
  const library = createProductImageRepository(db);
  const files = await readdir(dir);
  const listed = await library.existingNames(files);
  const missing = files.filter((file) => !listed.has(file));
  if (missing.length === 0) return;
  const [first] = await db.select({ at: min(products.createdAt) }).from(products);
  const createdAt = first?.at ?? new Date();
  const rows = await Promise.all(
    missing.map(async (name) =>
      (await storage.get(`product/${name}`)) === null
        ? null
        : {
            name,
            contentType: 'image/svg+xml',
            sizeBytes: (await stat(`${dir}/${name}`)).size,
            createdAt,
          },
    ),
  );
  await library.insertMissing(rows.filter((row) => row !== null));
}
