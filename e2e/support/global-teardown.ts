import { rm } from 'node:fs/promises';

export default async function teardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir) await rm(dir, { recursive: true, force: true });
}
