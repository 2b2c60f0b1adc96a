import { writeFile } from 'node:fs/promises';
import { withinBudget, type BenchRow } from './budget';
import type { Machine } from './machine';

const HEADER = ['fila', 'cifra', 'presupuesto', 'razón', '', 'techo', 'SQL desnudo'];

const cells = (row: BenchRow) => [
  row.name,
  row.figure,
  row.budget,
  row.ratio.toLocaleString('es-CO', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  withinBudget(row) ? '✓' : '✗',
  row.ceiling ?? '—',
  row.bareSql ?? '—',
];

export const verdictLine = (rows: BenchRow[]) =>
  `${rows.filter(withinBudget).length} de ${rows.length} filas dentro del presupuesto.`;

/** The table for the terminal, columns padded to their widest cell. */
export function formatTable(rows: BenchRow[]): string {
  const table = [HEADER, ...rows.map(cells)];
  const widths = HEADER.map((_, c) => Math.max(...table.map((r) => r[c]!.length)));
  return table.map((r) => r.map((cell, c) => cell.padEnd(widths[c]!)).join('  ')).join('\n');
}

export interface RunDescription {
  date: Date;
  machine: Machine;
  /** The command line as given, flags included. */
  command: string;
  /** How the figures were taken, one sentence each. */
  method: string[];
}

const markdownRow = (values: string[]) =>
  `| ${values.map((v) => v.replace(/\|/g, '\\|')).join(' | ')} |`;

/** bench/results.md: when, on what, how, and the table. */
export async function writeResults(file: string, run: RunDescription, rows: BenchRow[]) {
  const m = run.machine;
  const lines = [
    '# Resultados de `npm run bench`',
    '',
    `Medido el ${run.date.toISOString().replace('T', ' ').slice(0, 16)} UTC con \`${run.command}\`.`,
    '',
    `Máquina: ${m.cpu}, ${m.cores} núcleos, ${m.ramGiB} GiB de RAM; ${m.os}; Node ${m.node}; ${m.postgres}; carga media de 1 min antes de empezar: ${m.loadAverage.toLocaleString('es-CO', { maximumFractionDigits: 2 })}.`,
    '',
    ...run.method.map((line) => `- ${line}`),
    '',
    markdownRow(HEADER.map((h) => h || 'veredicto')),
    markdownRow(HEADER.map(() => '---')),
    ...rows.map((row) => markdownRow(cells(row))),
    '',
    verdictLine(rows),
    '',
  ];
  await writeFile(file, lines.join('\n'));
}
