/**
 * A fixed piece of CPU work run in a process of its own at a low duty cycle while the soak runs
 * (bench/machine-speed.ts): what one unit costs in CPU time says how fast the machine ran, whatever
 * the shop did. Each line on stdin is answered with the CPU ms per unit since the previous line.
 */
import { createHash } from 'node:crypto';
import { createInterface } from 'node:readline';

/** About 5 % of one core: enough units per minute for a steady figure, little taken from the shop. */
const WORK_MS = 5;
const PAUSE_MS = 95;

// The kind of work the shop does per request: JSON both ways, a sort by name, a hash.
const products = Array.from({ length: 400 }, (_, i) => ({
  id: i,
  name: `Producto ${(i * 7919) % 1000} cámara`,
  price: String(i * 1_234_567),
  stock: i % 17,
}));
function unit() {
  const body = JSON.stringify(products);
  const parsed = JSON.parse(body) as typeof products;
  parsed.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));
  createHash('sha1').update(body).digest('hex');
}

let units = 0;
let since = process.cpuUsage();
createInterface({ input: process.stdin })
  .on('line', () => {
    const used = process.cpuUsage(since);
    process.stdout.write(`${(used.user + used.system) / 1000 / Math.max(units, 1)}\n`);
    units = 0;
    since = process.cpuUsage();
  })
  .on('close', () => process.exit(0));

for (;;) {
  const started = performance.now();
  while (performance.now() - started < WORK_MS) {
    unit();
    units++;
  }
  await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
}
