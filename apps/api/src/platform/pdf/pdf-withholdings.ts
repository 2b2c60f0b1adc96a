import {
  formatCop,
  ICA_PLACE_BASIS_LABELS,
  type AppliedRules,
  type TaxBreakdown,
} from '@shop/shared';
import { COLOR, CONTENT_WIDTH, ensureSpace, FONT, LEFT, sectionHeading } from './pdf-layout';
import { formatPercent, formatPerMil, formatShortDay } from './pdf-text';

const TYPE = 8;
const TEXT: PDFKit.Mixins.TextOptions = { width: CONTENT_WIDTH, lineGap: 1.5 };
const LEGEND_GAP = 3;
const GAP_BELOW = 18;

/**
 * 'Retenciones': why each withholding was or was not deducted, as the tax engine wrote it, then
 * one paragraph naming the rules in force on the document's day, so an accountant can check it.
 */
export function drawWithholdingLegends(pdf: PDFKit.PDFDocument, taxes: TaxBreakdown): void {
  const legends: [name: string, legend: string][] = [
    ...saidOnce([
      ['ReteFuente', taxes.reteFuente.legend],
      ['ReteIVA', taxes.reteIVA.legend],
      ['ReteICA', taxes.reteICA.legend],
    ]),
    // A UVT of another year, say (docs/taxes.md, "UVT"): the reader must know the figures may move.
    ...(taxes.notices ?? []).map((notice): [string, string] => ['Aviso', notice]),
  ];
  pdf.font(FONT.regular).fontSize(TYPE);
  sectionHeading(pdf, 'Retenciones', heightOf(pdf, legends[0]!));
  for (const entry of legends) {
    pdf.font(FONT.regular).fontSize(TYPE);
    ensureSpace(pdf, heightOf(pdf, entry));
    drawLabelled(pdf, `${entry[0]}: `, entry[1], COLOR.text);
    pdf.y += LEGEND_GAP;
  }
  const rules = rulesParagraph(taxes.rules);
  pdf.font(FONT.regular).fontSize(TYPE);
  ensureSpace(pdf, heightOf(pdf, rules) + LEGEND_GAP);
  pdf.y += LEGEND_GAP;
  drawLabelled(pdf, rules[0], rules[1], COLOR.faded);
  pdf.y += GAP_BELOW;
}

/** Withholdings that share one legend (a natural person: none applies) are said once, as on the pages. */
function saidOnce(entries: [name: string, legend: string][]): [names: string, legend: string][] {
  const byLegend = new Map<string, string[]>();
  for (const [name, legend] of entries)
    byLegend.set(legend, [...(byLegend.get(legend) ?? []), name]);
  return [...byLegend].map(([legend, names]) => [
    names.length > 1 ? `${names.slice(0, -1).join(', ')} y ${names.at(-1)}` : names[0]!,
    legend,
  ]);
}

function heightOf(pdf: PDFKit.PDFDocument, [label, text]: [string, string]): number {
  return pdf.heightOfString(`${label}${text}`, TEXT);
}

/** A bold lead-in followed by regular text in one paragraph that wraps as a whole. */
function drawLabelled(pdf: PDFKit.PDFDocument, label: string, text: string, color: string) {
  pdf.font(FONT.bold).fontSize(TYPE).fillColor(COLOR.text);
  pdf.text(label, LEFT, pdf.y, { ...TEXT, continued: true });
  pdf.font(FONT.regular).fillColor(color).text(text, TEXT);
}

/**
 * 'Reglas vigentes el 24 nov. 2026: UVT 2026: $ 52.374 (Resolución …) · ReteFuente 2,5 % desde
 * 10 UVT ($ 523.740) (Decreto 0572 de 2025 …) · …'.
 */
export function rulesParagraph(rules: AppliedRules): [label: string, text: string] {
  const parts = [`UVT ${rules.uvt.year}: ${formatCop(rules.uvt.value)} (${rules.uvt.source})`];
  const from = (baseUvt: number, basePesos: number) =>
    `desde ${baseUvt.toLocaleString('es-CO')} UVT (${formatCop(basePesos)})`;
  const { reteFuente, reteIva, reteIca, icaPlace } = rules;
  if (reteFuente)
    parts.push(
      `ReteFuente ${formatPercent(reteFuente.rate)} ${from(reteFuente.baseUvt, reteFuente.basePesos)}, ${reteFuente.source}`,
    );
  if (reteIva)
    parts.push(
      `ReteIVA ${formatPercent(reteIva.rate)} del IVA ${from(reteIva.baseUvt, reteIva.basePesos)}, ${reteIva.source}`,
    );
  if (reteIca)
    parts.push(
      `ReteICA ${reteIca.municipalityName ?? 'general'} ${formatPerMil(reteIca.perMil / 1000)} ${from(reteIca.baseUvt, reteIca.basePesos)}, ${reteIca.source}`,
    );
  if (icaPlace)
    parts.push(
      `ICA causado en ${icaPlace.municipalityName ?? 'un municipio sin registrar'} (${ICA_PLACE_BASIS_LABELS[icaPlace.basis].toLowerCase()}), ${icaPlace.source}`,
    );
  return [`Reglas vigentes el ${formatShortDay(rules.date)}: `, `${parts.join(' · ')}.`];
}
