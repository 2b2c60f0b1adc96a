import type { IdType } from '@shop/shared';

/**
 * What the text of a RUT (DIAN formulario 001) says, field by field (docs/taxes.md, "Reading the
 * RUT"). Each casilla is found by its printed label ("5. Número de Identificación Tributaria
 * (NIT)"); its value is what follows on the same line, or the cell below it when the form prints
 * the labels of a row first and their values on the next line. Null: the text does not say.
 */
export interface ParsedRut {
  nit: string | null;
  checkDigit: number | null;
  legalPersonType: boolean | null;
  idType: IdType | null;
  businessName: string | null;
  personName: string | null;
  department: { name: string; code: string | null } | null;
  city: { name: string; code: string | null } | null;
  /** Casilla 53, two digits each, in the order printed; empty when the casilla was not found. */
  responsibilities: string[];
  /** Only when the text says so in words ("Naturaleza: Pública"); never inferred. */
  publicEntity: boolean;
}

const LABELS = {
  nit: /\b5\.\s*N[uú]mero de Identificaci[oó]n Tributaria(?:\s*\(NIT\))?/iu,
  dv: /\b6\.\s*DV\b/iu,
  personType: /\b24\.\s*Tipo de contribuyente/iu,
  docType: /\b25\.\s*Tipo de documento/iu,
  surname1: /\b31\.\s*Primer apellido/iu,
  surname2: /\b32\.\s*Segundo apellido/iu,
  name1: /\b33\.\s*Primer nombre/iu,
  name2: /\b34\.\s*Otros nombres/iu,
  businessName: /\b35\.\s*Raz[oó]n social/iu,
  department: /\b39\.\s*Departamento/iu,
  city: /\b40\.\s*Ciudad\s*\/\s*Municipio/iu,
  responsibilities: /\b53\.\s*C[oó]digo/iu,
} as const;
type Label = keyof typeof LABELS;

/** Any casilla label: its number, a dot, a word ("54. Código", "36. Nombre comercial"). */
const ANY_LABEL = /(?:^|\s)\d{1,3}\.\s*\p{L}/u;
/** The labels after casilla 53: where its codes end. */
const AFTER_53 = /(?:^|\s)(?:5[4-9]|[6-9]\d|\d{3})\.\s*\p{L}/u;
const CELLS = /\s{2,}/;

const clean = (value: string) =>
  value
    .replace(/^[\s:.-]+/, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The cells of a row of values. A code printed apart from its name ("Antioquia  05") joins it;
 * digits after digits stay apart ("830080150  1": the NIT, then the DV).
 */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  for (const cell of line.split(CELLS).map(clean).filter(Boolean)) {
    const previous = cells.at(-1);
    if (/^\d+$/.test(cell) && previous !== undefined && !/^\d+$/.test(previous))
      cells[cells.length - 1] = `${previous} ${cell}`;
    else cells.push(cell);
  }
  return cells;
}

/** Where each label sits on each line, first to last. */
function labelsOn(line: string): { label: Label; start: number; end: number }[] {
  const found: { label: Label; start: number; end: number }[] = [];
  for (const [label, pattern] of Object.entries(LABELS) as [Label, RegExp][]) {
    const m = pattern.exec(line);
    if (m) found.push({ label, start: m.index, end: m.index + m[0].length });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The value of each label found: beside it, or in its cell of the next line. */
function valuesOf(lines: string[]): Partial<Record<Label, { value: string; line: number }>> {
  const values: Partial<Record<Label, { value: string; line: number }>> = {};
  lines.forEach((line, i) => {
    const labels = labelsOn(line);
    labels.forEach((found, k) => {
      if (values[found.label]) return;
      const rest = line.slice(found.end, labels[k + 1]?.start ?? line.length);
      const nextLabel = ANY_LABEL.exec(rest);
      let value = clean(nextLabel ? rest.slice(0, nextLabel.index) : rest);
      const below = lines[i + 1];
      if (!value && below !== undefined && !ANY_LABEL.test(below)) {
        const cells = cellsOf(below);
        value = labels.length === 1 ? clean(below) : (cells[k] ?? '');
      }
      values[found.label] = { value, line: i };
    });
  });
  return values;
}

const digitsOnly = (value: string | undefined) => {
  const compact = (value ?? '').replace(/[.\s]/g, '');
  return /^\d{5,15}/.exec(compact)?.[0] ?? null;
};

/** "Bogotá D.C.  11" → name and DANE code (2 digits for a department, 3 for a municipality). */
function place(value: string | undefined, digits: number): ParsedRut['city'] {
  if (!value) return null;
  const m = new RegExp(`^(.*?)\\s*\\b(\\d{${digits}})\\s*$`).exec(value);
  const name = clean(m ? m[1]! : value);
  const code = m ? m[2]! : null;
  return name || code ? { name, code } : null;
}

function idTypeOf(value: string | undefined): IdType | null {
  const v = (value ?? '').toLowerCase();
  if (/extranjer/.test(v) || /^22\b/.test(v)) return 'CE';
  if (/ciudadan/.test(v) || /^13\b/.test(v)) return 'CC';
  if (/pasaporte/.test(v) || /^41\b/.test(v)) return 'PASSPORT';
  if (/\bnit\b/.test(v) || /^31\b/.test(v)) return 'NIT';
  return null;
}

/** A row of box numbers (1 2 3 … 10 11), printed above the codes on the DIAN form. */
const isBoxNumbering = (tokens: string[]) =>
  tokens.length > 2 && tokens.every((t, i) => Number(t) === Number(tokens[0]) + i);

/** The codes of casilla 53: "05- Impto. renta…" entries, or rows of two-digit codes. */
function responsibilitiesOf(lines: string[], from: number | undefined, first: string): string[] {
  if (from === undefined) return [];
  const codes: string[] = [];
  const add = (code: string) => {
    const padded = code.padStart(2, '0');
    if (!codes.includes(padded)) codes.push(padded);
  };
  const section = [first, ...lines.slice(from + 1, from + 16)];
  for (const [i, line] of section.entries()) {
    if (i > 0 && AFTER_53.test(line)) break;
    const described = [...line.matchAll(/(?:^|\s)(\d{1,2})\s*-\s*\p{L}/gu)].map((m) => m[1]!);
    if (described.length) {
      described.forEach(add);
      continue;
    }
    const tokens = line.trim().split(/\s+/);
    if (tokens.every((t) => /^\d{1,2}$/.test(t)) && !isBoxNumbering(tokens)) tokens.forEach(add);
  }
  return codes;
}

export function parseRutText(text: string): ParsedRut {
  const lines = text
    .normalize('NFC')
    .split(/\r?\n/)
    .map((l) => l.replace(/\t/g, '  ').trimEnd())
    .filter((l) => l.trim());
  const v = valuesOf(lines);
  const value = (label: Label) => v[label]?.value || undefined;

  const nit = digitsOnly(value('nit'));
  const dvText = value('dv') ?? '';
  // "900123456 7" in one cell, or the DV in a cell of its own.
  const dvInNitCell = /^[\d.\s]+?\s(\d)$/.exec(value('nit') ?? '')?.[1];
  const dv = /^\d\b/.exec(dvText)?.[0] ?? dvInNitCell;
  const nitWithoutDv = dvInNitCell && !value('dv') ? digitsOnly(value('nit')!.slice(0, -1)) : nit;

  const personType = (value('personType') ?? '').toLowerCase();
  const legalPersonType = /jur[ií]dica/.test(personType)
    ? true
    : /natural/.test(personType)
      ? false
      : null;
  const names = (['surname1', 'surname2', 'name1', 'name2'] as const)
    .map((label) => value(label))
    .filter(Boolean)
    .join(' ');

  return {
    nit: nitWithoutDv,
    checkDigit: dv === undefined ? null : Number(dv),
    legalPersonType,
    idType: idTypeOf(value('docType')),
    businessName: value('businessName') ?? null,
    personName: names || null,
    department: place(value('department'), 2),
    city: place(value('city'), 3),
    responsibilities: responsibilitiesOf(
      lines,
      v.responsibilities?.line,
      v.responsibilities ? (value('responsibilities') ?? '') : '',
    ),
    publicEntity: /naturaleza\s*:?\s*p[uú]blica/iu.test(text),
  };
}
