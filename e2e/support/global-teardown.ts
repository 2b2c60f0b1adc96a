import { rm } from 'node:fs/promises';

// The run's database lives in this folder: the accounts, quotes and orders the tests made (which
// the API cannot delete yet) go with it.
export default async function teardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir) await rm(dir, { recursive: true, force: true });
}
