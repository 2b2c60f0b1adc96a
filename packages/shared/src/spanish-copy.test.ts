/// <reference types="node" />
// Issue 34: the shop's Spanish copy is written with tildes, ñ, ¿ and ¡, and addresses the customer
// as usted (docs/architecture.md, "Contract: validation and messages"). The spec typed its messages
// without accents; its words are the contract, not its spelling. This test reads every string
// literal, template text and JSX text of the non-test sources of packages/shared, apps/api and
// apps/web (through the TypeScript parser, so comments and identifiers are never scanned) and
// fails on the common accentless forms and on the tú forms.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const scanned = ['packages/shared/src', 'apps/api/src', 'apps/web/src'];

// Words the spec and the first drafts wrote without their accent or ñ. Each is wrong as written in
// any Spanish sentence (the forms whose accentless spelling is also a word, such as 'esta', 'mas',
// 'region', 'publico', 'valida', 'cambio', 'quienes' or 'cuales', and the plurals that lose it,
// 'secciones', 'cotizaciones', 'caracteres', are left out on purpose; so are the English 'has' and
// 'ti' of log messages and company names).
const ACCENTLESS = [
  'contrasena',
  'contrasenas',
  'registrese',
  'anadido',
  'anadida',
  'anadidos',
  'anadir',
  'metodo',
  'metodos',
  'cotizacion',
  'ordenes',
  'busqueda',
  'busquedas',
  'politica',
  'politicas',
  'terminos',
  'sesion',
  'pagina',
  'paginas',
  'encontro',
  'seccion',
  'informacion',
  'numero',
  'numeros',
  'telefono',
  'codigo',
  'codigos',
  'invalido',
  'invalida',
  'categoria',
  'categorias',
  'subcategoria',
  'subcategorias',
  'dias',
  'aqui',
  'tambien',
  'electronico',
  'electronica',
  'razon',
  'credito',
  'debito',
  'pais',
  'exito',
  'ultimo',
  'ultima',
  'ultimos',
  'unico',
  'unica',
  'maximo',
  'maxima',
  'minimo',
  'minima',
  'descripcion',
  'imagenes',
  'envios',
  'direccion',
  'accion',
  'operacion',
  'transaccion',
  'verificacion',
  'confirmacion',
  'autenticacion',
  'configuracion',
  'validacion',
  'actualizacion',
  'creacion',
  'eliminacion',
  'ubicacion',
  'facturacion',
  'cancelacion',
  'aprobacion',
  'estan',
  'todavia',
  'despues',
  'ningun',
  'algun',
  'segun',
  'ademas',
  'rapido',
  'rapida',
  'catalogo',
  'articulo',
  'articulos',
  'senal',
  'espanol',
  'manana',
  'intentelo',
  'comuniquese',
  'contactenos',
  'escribanos',
  'busquenos',
  'validos',
  'invalidos',
  'vacio',
  'vacia',
  'tecnico',
  'tecnica',
  'basico',
  'economico',
  'movil',
  'sera',
  'podra',
  'recibira',
];

// Tú forms. The shop addresses its customers as usted everywhere ('Seleccione', 'Su orden'), so
// these read as a change of voice beside the rest of the copy. Imperatives that are also a third
// person or a noun in the copy ('crea', 'completa', 'descarga', 'espera') are left out.
const TU_FORMS = [
  'tu',
  'tus',
  'te',
  'contigo',
  'tienes',
  'debes',
  'puedes',
  'quieres',
  'necesitas',
  'estás',
  'eres',
  'recibirás',
  'podrás',
  'deberás',
  'verás',
  'accede',
  'ingresa',
  'regístrate',
  'registrate',
  'escríbenos',
  'contáctanos',
  'llámanos',
  'elige',
  'escribe',
  'intenta',
  'inténtalo',
  'selecciona',
  'revisa',
  'vuelve',
  'olvidaste',
  'buscas',
  'encuentras',
  'autorizas',
  'representas',
  'enviarte',
  'registrarte',
  'acabas',
  'revisaste',
  'revísalos',
  'subas',
  'revises',
  'actives',
  'escribes',
  'redúcela',
  'comprímela',
  'súbela',
  'cópiala',
];

// The same verbs are right in the third person, which is also usted's indicative: 'se escribe el
// nombre', 'la escribe la exportación', 'mientras escribe', 'si escribe uno', 'no se vuelve a
// mostrar', 'la orden vuelve a tomar', 'los revisa nuestro equipo'.
const THIRD_PERSON = /\b(?:se|la|lo|los|las|si|mientras|orden)\s+(?:escribe|revisa|vuelve)\b/giu;

// A word followed by three full stops, where the copy writes '…' (a spread, '...rest', has none).
const THREE_DOTS = /\p{L}\.\.\.(?!\p{L})/u;

const accentless = new Set(ACCENTLESS.map((w) => w.toLowerCase()));
const tuForms = new Set(TU_FORMS.map((w) => w.toLowerCase()));

interface Hit {
  where: string;
  word: string;
  kind: 'sin tilde' | 'tú' | 'puntos';
  text: string;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'testing' || entry.name === 'node_modules') continue;
      out.push(...sourceFiles(path));
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) {
      if (!entry.name.endsWith('.d.ts')) out.push(path);
    }
  }
  return out;
}

/** The texts a file shows: string literals, template pieces and JSX text, with their line. */
function textsOf(fileName: string, code: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(
    fileName,
    code,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const out: { line: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    // Module specifiers are paths, not copy.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      out.push({ line, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** The words of a text, leaving out slugs, identifiers, paths, addresses and placeholders. */
function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const chunk of text.split(/\s+/)) {
    // A word in straight quotes names a value of the code ('envios', 'Main Banner'); the copy
    // quotes with « ».
    if (/['"`]/.test(chunk)) continue;
    const bare = chunk.replace(/^[¿¡("'«“[]+|[)"'»”\].,;:!?…]+$/gu, '');
    // Joined tokens ('quienes-somos', 'tarjeta_credito', '/ordenes', 'a.b', 'x@y', '{codigo}')
    // are code, not prose.
    if (/[-_/\\.@:={}<>#$%&*+|~`^0-9]/.test(bare)) continue;
    words.push(...bare.split(/[^\p{L}]+/u).filter(Boolean));
  }
  return words;
}

/** The words of one file's texts that are on either list. */
function hitsIn(where: string, code: string): Hit[] {
  const hits: Hit[] = [];
  for (const { line, text } of textsOf(where, code)) {
    // A lone lower-case word is a key, a slug or a stored value ('envios'), not copy.
    if (/^[a-z]+$/.test(text)) continue;
    // 'Subiendo…', 'Buscar ciudad…': the copy writes the ellipsis, never three full stops.
    const dots = THREE_DOTS.exec(text);
    if (dots) hits.push({ where: `${where}:${line}`, word: dots[0], kind: 'puntos', text });
    for (const word of wordsOf(text.replace(THIRD_PERSON, ' '))) {
      const lower = word.toLowerCase();
      if (accentless.has(lower))
        hits.push({ where: `${where}:${line}`, word, kind: 'sin tilde', text });
      else if (tuForms.has(lower)) hits.push({ where: `${where}:${line}`, word, kind: 'tú', text });
    }
  }
  return hits;
}

function scan(): Hit[] {
  return scanned.flatMap((dir) =>
    sourceFiles(join(repoRoot, dir)).flatMap((file) =>
      hitsIn(relative(repoRoot, file), readFileSync(file, 'utf8')),
    ),
  );
}

describe('the Spanish copy', () => {
  it('writes accents and ñ, the ellipsis, and addresses the customer as usted', () => {
    const hits = scan();
    const report = hits.map((h) => `${h.where} ${h.kind} "${h.word}" en ${JSON.stringify(h.text)}`);
    expect(report, `${hits.length} palabras por corregir`).toEqual([]);
  });

  it('reads string literals and JSX text but not comments, identifiers or slugs', () => {
    const code = [
      "import { sesion } from './pagina';",
      '// Recuperar contrasena',
      "const metodo = { slug: 'quienes-somos', key: 'envios', url: '/ordenes' };",
      'export const Panel = () => (',
      '  <p title="Tu cotizacion">',
      '    ¿No tienes cuenta? Registrese',
      '  </p>',
      ');',
      'const again = `Se guarda y no se vuelve a mostrar. ${metodo.key} inténtalo`;',
      "const rest = { ...metodo, hint: 'Subiendo...', done: 'Guardando…' };",
    ].join('\n');
    expect(hitsIn('panel.tsx', code).map((h) => `${h.where} ${h.word}`)).toEqual([
      'panel.tsx:5 Tu',
      'panel.tsx:5 cotizacion',
      'panel.tsx:6 tienes',
      'panel.tsx:6 Registrese',
      'panel.tsx:9 inténtalo',
      'panel.tsx:10 o...',
    ]);
    expect(wordsOf('Recuperar contrasena')).toEqual(['Recuperar', 'contrasena']);
    expect(wordsOf('/quienes-somos camaras_ip {codigo}')).toEqual([]);
    expect(wordsOf('¿No tienes cuenta? Registrese.')).toEqual([
      'No',
      'tienes',
      'cuenta',
      'Registrese',
    ]);
  });
});
