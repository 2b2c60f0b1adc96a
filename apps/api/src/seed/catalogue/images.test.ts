import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { IMAGE_FOLDERS, SEED_IMAGES_DIR } from './images';

const files = (
  await Promise.all(
    IMAGE_FOLDERS.map(async (folder) =>
      (await readdir(`${SEED_IMAGES_DIR}/${folder}`)).map((name) => `${folder}/${name}`),
    ),
  )
).flat();

describe('seed images', () => {
  it('are kebab-case SVG files', () => {
    expect(files.length).toBeGreaterThan(50);
    for (const file of files)
      expect(file).toMatch(/^(product|content)\/[a-z0-9]+(-[a-z0-9]+)*\.svg$/);
  });

  // They are served from our own origin, so an SVG must not be able to run or fetch anything.
  it.each(files)('%s has no script, event handler or external reference', async (file) => {
    const svg = await readFile(`${SEED_IMAGES_DIR}/${file}`, 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    expect(svg).not.toMatch(/<script|<foreignObject|<image|<use|\son[a-z]+\s*=|href|@import/i);
    // url(#id) points inside the file (a gradient); anything else would be a request.
    expect(svg.match(/url\((?!#)/g)).toBeNull();
  });

  it('draw products square and banners wide', async () => {
    const viewBox = async (file: string) =>
      (await readFile(`${SEED_IMAGES_DIR}/${file}`, 'utf8')).match(/viewBox="([^"]+)"/)?.[1];
    for (const file of files.filter((f) => f.startsWith('product/') && !f.includes('/logo-'))) {
      expect(await viewBox(file), file).toBe('0 0 800 800');
    }
    for (const file of files.filter((f) => f.startsWith('content/banner-'))) {
      expect(await viewBox(file), file).toBe('0 0 1600 500');
    }
  });
});
