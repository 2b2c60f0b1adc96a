// Which folder may import which: dependencies point one way (DESIGN.md, "Module shape and
// boundaries"). Zones are computed from the folders on disk, so a new module or feature is covered
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
  // API layers: modules → plugins → lib; plugins and lib never reach into a module.
  {
    target: `${API}/plugins`,
    from: `${API}/modules`,
    message: 'Un plugin no importa módulos: lo común va a lib/.',
  },
  {
    // The seed is a composition root of its own: it writes demo data through the modules.
    target: [`${API}/db/*.ts`, `${API}/db/schema/**`],
    from: [`${API}/modules`, `${API}/plugins`],
    message: 'db/ (esquema, cliente, bloqueos) no depende de módulos ni plugins.',
  },
  {
    target: `${API}/lib`,
    from: [`${API}/modules`, `${API}/plugins`],
    message: 'lib/ no depende de módulos ni plugins.',
  },
  // A module reaches another only through what that module offers (its service or a port handed
  // over by app.ts), never through the other's repository.
  ...apiModules
    .filter((name) => others(apiModules, name).length)
    .map((name) => ({
      target: `${API}/modules/${name}/**`,
      from: `${API}/modules/${anyOf(others(apiModules, name))}/**/*repository.ts`,
      message:
        'Otro módulo se usa por su servicio o un puerto que entrega app.ts, no por su repositorio.',
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
