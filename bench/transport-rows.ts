import { request } from 'node:http';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { BenchRow } from './budget';
import { listPath, FIRST_PAGE } from './catalogue-rows';
import { answered, failures } from './load-row';
import { nodeHttpLoad } from './node-http-load';
import type { RowProducer } from './shop-context';

export const TRANSPORT_ROW = {
  asset: 'hashed JS asset',
  compression: 'compression',
} as const;

const ASSET_RPS = 5000;
const HASHED = /-[\w-]{8}\.(js|css)$/;
const kb = (bytes: number) =>
  `${(bytes / 1024).toLocaleString('es-CO', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} KB`;

/** The largest hashed file of the build with that extension, as /assets/<name>. */
async function largestAsset(webDist: string, ext: 'js' | 'css') {
  const dir = join(webDist, 'assets');
  const files = (await readdir(dir)).filter((f) => HASHED.test(f) && f.endsWith(`.${ext}`));
  const sized = await Promise.all(
    files.map(async (f) => ({
      file: join(dir, f),
      url: `/assets/${f}`,
      bytes: (await stat(join(dir, f))).size,
    })),
  );
  const largest = sized.sort((a, b) => b.bytes - a.bytes)[0];
  if (!largest) throw new Error(`No hay archivos .${ext} con hash en ${dir}`);
  return largest;
}

/** One GET as sent on the wire (fetch would decompress it): its encoding and body bytes. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; encoding: string; bytes: number }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
          bytes,
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

async function assetRow(baseUrl: string, webDist: string): Promise<BenchRow> {
  const asset = await largestAsset(webDist, 'js');
  console.info(`- ${TRANSPORT_ROW.asset}: ${asset.url} (${kb(asset.bytes)}) con br…`);
  const headers = { 'accept-encoding': 'br' };
  const sent = await rawGet(`${baseUrl}${asset.url}`, headers);
  const brotli = await stat(`${asset.file}.br`).then(
    (s) => s.size,
    () => undefined,
  );
  // Precompressed: the bytes sent are the build's own .br file, not a compression per request.
  const precompressed = sent.encoding === 'br' && sent.bytes === brotli;
  const measured = await nodeHttpLoad({ url: `${baseUrl}${asset.url}`, headers });
  return {
    name: TRANSPORT_ROW.asset,
    figure: [
      answered(measured),
      `${kb(sent.bytes)} enviados de ${kb(asset.bytes)} (${sent.encoding}${precompressed ? ', precomprimido' : ''})`,
      'cliente HTTP de Node',
      ...failures(measured),
    ].join(' · '),
    budget: `precomprimido br/gzip, ≥ ${ASSET_RPS.toLocaleString('es-CO')} req/s`,
    ratio: precompressed && !measured.errors ? measured.rps / ASSET_RPS : 0,
  };
}

async function compressionRow(baseUrl: string, webDist: string): Promise<BenchRow> {
  console.info(`- ${TRANSPORT_ROW.compression}: HTML, JS, CSS y JSON con br, gzip…`);
  const answers = {
    HTML: '/',
    JS: (await largestAsset(webDist, 'js')).url,
    CSS: (await largestAsset(webDist, 'css')).url,
    JSON: listPath(FIRST_PAGE),
  };
  const checked = await Promise.all(
    Object.entries(answers).map(async ([kind, path]) => {
      const sent = await rawGet(`${baseUrl}${path}`, { 'accept-encoding': 'br, gzip' });
      if (sent.status !== 200) throw new Error(`${kind} ${path}: ${sent.status}`);
      return { kind, ...sent, compressed: sent.encoding === 'br' || sent.encoding === 'gzip' };
    }),
  );
  return {
    name: TRANSPORT_ROW.compression,
    figure: checked.map((c) => `${c.kind} ${c.encoding} ${kb(c.bytes)}`).join(', '),
    budget: 'br o gzip en toda respuesta comprimible de más de 1 KB',
    ratio: checked.every((c) => c.compressed) ? 1 : 0,
  };
}

/** How the built storefront and the API answers travel: compressed, and the assets precompressed. */
export const transportProducer = (webDist: string): RowProducer => ({
  label: 'transporte',
  rows: Object.values(TRANSPORT_ROW),
  async produce(shop, wants) {
    const rows = [];
    if (wants(TRANSPORT_ROW.asset)) rows.push(await assetRow(shop.baseUrl, webDist));
    if (wants(TRANSPORT_ROW.compression)) rows.push(await compressionRow(shop.baseUrl, webDist));
    return rows;
  },
});
