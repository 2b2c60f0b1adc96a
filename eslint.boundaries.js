// Which folder may import which: dependencies point one way (docs/architecture.md, "Dependency
// rules and their lint"). Zones are computed from the folders on disk, so a new module or feature is covered
// the day it is created.
import { readdirSync } from 'node:fs';
import importPlugin from 'eslint-plugin-import';

const dirs = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const API = './apps/api/src';
const WEB = './apps/web/src';
const apiModules = dirs(`${API}/modules`);
const webFeatures = dirs(`${WEB}/features`);
const others = (all, one) => all.filter((name) => name !== one);
const anyOf = (names) => (names.length === 1 ? names[0] : `{${names.join(',')}}`);

const zones = [
  // The apps meet only in packages/shared.
  {
    target: './apps/web',
    from: './apps/api',
    message: 'La web y la API solo comparten packages/shared.',
  },
  {
    target: './apps/api',
    from: './apps/web',
    message: 'La web y la API solo comparten packages/shared.',
  },
  { target: './packages', from: './apps', message: 'packages/shared no depende de las apps.' },
  // The Wompi stand-in plays an outside service: sharing the shop's code would hide the shop's bugs.
  {
    target: './apps/wompi-standin',
    from: ['./apps/api', './apps/web', './packages'],
    message: 'El doble de Wompi no importa código de la tienda: firma y valida por su cuenta.',
  },
  // API layers: modules → platform → plugins → lib; none of them reaches into a module.
  {
    target: `${API}/plugins`,
    from: [`${API}/modules`, `${API}/platform`],
    message: 'Un plugin no importa módulos ni la plataforma: lo común va a lib/.',
  },
  {
    target: `${API}/platform`,
    from: `${API}/modules`,
    message:
      'La plataforma (auditoría, correo, PDF) no depende de módulos: los módulos la usan a ella.',
  },
  {
    target: `${API}/db`,
    from: [`${API}/modules`, `${API}/plugins`, `${API}/platform`, `${API}/seed`],
    message: 'db/ (esquema, cliente, bloqueos) no depende de módulos, plugins ni la plataforma.',
  },
  {
    target: `${API}/config`,
    from: [`${API}/modules`, `${API}/platform`, `${API}/plugins`, `${API}/seed`],
    message:
      'config/ (entorno, límites, rutas de archivos) no depende de módulos, plugins ni la plataforma.',
  },
  {
    target: `${API}/lib`,
    from: [`${API}/modules`, `${API}/plugins`, `${API}/platform`],
    message: 'lib/ no depende de módulos, plugins ni la plataforma.',
  },
  // A module reaches another only through what that module offers (its index.ts's ports, or its
  // service's types), never through the other's repository: neither to query it nor to build it.
  ...apiModules
    .filter((name) => others(apiModules, name).length)
    .map((name) => ({
      target: `${API}/modules/${name}/**`,
      from: `${API}/modules/${anyOf(others(apiModules, name))}/**/*repository.ts`,
      message:
        'Otro módulo se usa por los puertos de su index.ts, no por su repositorio: ni se consulta ni se construye.',
    })),
  // Web: features never import each other; shared layers never import features or routes.
  ...webFeatures.map((name) => ({
    target: `${WEB}/features/${name}/**`,
    from: `${WEB}/features/${anyOf(others(webFeatures, name))}/**`,
    message: 'Una feature no importa otra: lo compartido va a components/, lib/ o hooks/.',
  })),
  ...['components', 'lib', 'hooks', 'utils', 'config'].map((layer) => ({
    target: `${WEB}/${layer}`,
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Las capas compartidas de la web no importan features ni rutas.',
  })),
];

export const boundaries = {
  files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
  plugins: { import: importPlugin },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
  },
  rules: { 'import/no-restricted-paths': ['error', { zones }] },
};
