import { readdir, readFile } from 'node:fs/promises';
import type { FileStorage } from '../../lib/storage';
import { SEED_DATA_DIR } from '../../config/paths';

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
