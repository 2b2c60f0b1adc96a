import { fractionToPercent } from '../config';
import {
  divideHalfUp,
  formatCop,
  fractionToScaled,
  FRACTION_SCALE,
  lineAmount,
  toPesos,
} from '../pricing';
import type { AppliedRules, IcaPlace, TaxBreakdown, Withholding } from './breakdown';
import { IVA_GENERAL_RATE, IVA_REDUCED_RATE, type IvaClass } from './iva-classes';
import {
  withholdsIncomeTax,
  withholdsIva,
  type BuyerTaxProfile,
  type SellerProfile,
} from './parties';
import { ICA_PLACE_BASIS_LABELS, ruleInForce, type TaxRuleTable } from './rules';
import { uvtToExactPesos, uvtToPesos } from './uvt';

export interface TaxLine {
  /** Customer unit price in whole pesos, before IVA. */
  unitPrice: number;
  quantity: number;
  ivaClass: IvaClass;
}

export interface TaxInput {
  lines: readonly TaxLine[];
  buyer: BuyerTaxProfile;
  seller: Pick<SellerProfile, 'regime' | 'autorretenedor' | 'granContribuyente'> &
    Partial<Pick<SellerProfile, 'municipalityCode' | 'city'>>;
  /** The document's day in Bogotá, YYYY-MM-DD: the rules in force that day apply. */
  date: string;
  rules: TaxRuleTable;
}

const percent = (fraction: number) =>
  `${fractionToPercent(fraction).toLocaleString('es-CO', { maximumFractionDigits: 3 })} %`;
const perMil = (value: number) =>
  `${value.toLocaleString('es-CO', { maximumFractionDigits: 2 })} ‰`;
const uvts = (value: number) =>
  `${value.toLocaleString('es-CO', { maximumFractionDigits: 2 })} UVT`;

/** Ends a legend with one period, even when it ends in "D.C." or a source's own period. */
const sentence = (text: string) => `${text.replace(/\.+$/, '')}.`;

/**
 * "10 UVT ($ 524.000)". When the table has no UVT for the document's year yet (DIAN fixes it in
 * December), the engine uses the latest earlier one and the legend says so.
 */
function inPesos(uvtCount: number, pesos: number, rules: AppliedRules): string {
  const year = Number(rules.date.slice(0, 4));
  const note =
    rules.uvt.year === year
      ? ''
      : ` con la UVT de ${rules.uvt.year}: la de ${year} no está registrada`;
  return `${uvts(uvtCount)} (${formatCop(pesos)}${note})`;
}

/** base × fraction, half-up to whole pesos (the one rounding rule, docs/taxes.md). */
const ofFraction = (base: bigint, fraction: number) =>
  divideHalfUp(base * fractionToScaled(fraction), FRACTION_SCALE);

/** A municipality by DIVIPOLA code and the name documents print. */
export interface Place {
  code: string | null;
  name: string | null;
}

/**
 * Where the sale causes ICA on `date`, by the place rule in force (docs/taxes.md, "Where ICA is
 * caused"); null when no rule is in force.
 */
function icaPlaceOf(
  table: TaxRuleTable,
  date: string,
  parties: { buyer: Place; seller: Place },
): IcaPlace | null {
  const rule = ruleInForce(table.icaPlace, date);
  if (!rule) return null;
  const { buyer, seller } = parties;
  const at = rule.basis === 'BUYER_MUNICIPALITY' ? buyer : seller;
  // The buyer's name is DIVIPOLA's; the seller's is the city its profile prints.
  const name = at.code && buyer.code === at.code && buyer.name ? buyer.name : at.name;
  return {
    basis: rule.basis,
    source: rule.source,
    municipalityCode: at.code,
    municipalityName: at.code ? name : null,
  };
}

/**
 * The rules of `table` in force on `date` for a sale between `parties`; without parties (the
 * public figures of the spec's config), the ReteICA rule of the municipalities without their own.
 */
export function appliedRules(
  table: TaxRuleTable,
  date: string,
  parties: { buyer: Place; seller: Place } | null = null,
): AppliedRules {
  const year = Number(date.slice(0, 4));
  const known = [...table.uvt].sort((a, b) => a.year - b.year);
  // A year DIAN has not fixed yet in the table uses the latest earlier UVT (docs/taxes.md); never
  // a later year's: a document of a year before the table's first UVT has no rules to apply.
  const uvt = known.filter((u) => u.year <= year).at(-1);
  if (!uvt) throw new Error(`The tax rule table has no UVT for ${year} or an earlier year`);
  const withholding = (kind: 'RETEFUENTE_COMPRAS' | 'RETEIVA') => {
    const rule = ruleInForce(
      table.withholdings.filter((r) => r.kind === kind),
      date,
    );
    return rule && { ...rule, basePesos: uvtToPesos(rule.baseUvt, uvt.value) };
  };
  const cap = (kind: 'COMPUTER' | 'SMART_MOBILE') => {
    const rule = ruleInForce(
      table.ivaCaps.filter((r) => r.kind === kind),
      date,
    );
    // The cap is compared exactly, not with art. 868's approximation (docs/taxes.md).
    return rule && { ...rule, capPesos: uvtToExactPesos(rule.capUvt, uvt.value) };
  };
  const icaPlace = parties && icaPlaceOf(table, date, parties);
  const municipalityCode = icaPlace?.municipalityCode ?? null;
  const own = ruleInForce(
    table.reteIca.filter(
      (r) => r.municipalityCode !== null && r.municipalityCode === municipalityCode,
    ),
    date,
  );
  const ica =
    own ??
    ruleInForce(
      table.reteIca.filter((r) => r.municipalityCode === null),
      date,
    );
  return {
    date,
    uvt,
    reteFuente: withholding('RETEFUENTE_COMPRAS'),
    reteIva: withholding('RETEIVA'),
    reteIca: ica && {
      ...ica,
      municipalityName: own ? (icaPlace?.municipalityName ?? null) : null,
      basePesos: uvtToPesos(ica.baseUvt, uvt.value),
    },
    ...(parties ? { icaPlace } : {}),
    ivaCaps: { COMPUTER: cap('COMPUTER'), SMART_MOBILE: cap('SMART_MOBILE') },
  };
}

const CAP_NAMES = {
  COMPUTER: 'computador personal',
  SMART_MOBILE: 'celular inteligente o tableta',
};

/** The IVA rate of one line and, when it is not the plain rate of its class, why. */
function lineIva(
  line: TaxLine,
  rules: AppliedRules,
  seller: TaxInput['seller'],
): { ivaRate: number; reason: string | null } {
  if (seller.regime === 'NO_RESPONSABLE_IVA')
    return { ivaRate: 0, reason: 'Sin IVA: el vendedor no es responsable de IVA.' };
  switch (line.ivaClass) {
    case 'GENERAL':
      return { ivaRate: IVA_GENERAL_RATE, reason: null };
    case 'REDUCED':
      return { ivaRate: IVA_REDUCED_RATE, reason: 'Tarifa del 5 % (art. 468-1 E.T.).' };
    case 'EXCLUDED':
      return { ivaRate: 0, reason: 'Excluido de IVA (art. 424 E.T.).' };
    case 'COMPUTER':
    case 'SMART_MOBILE': {
      const cap = rules.ivaCaps[line.ivaClass];
      const name = CAP_NAMES[line.ivaClass];
      if (!cap)
        return {
          ivaRate: IVA_GENERAL_RATE,
          reason: `IVA 19 %: no hay tope de exclusión vigente para ${name}.`,
        };
      const limit = `${uvts(cap.capUvt)} (${formatCop(cap.capPesos)} en ${rules.uvt.year})`;
      return line.unitPrice <= cap.capPesos
        ? { ivaRate: 0, reason: `Excluido: ${name} de hasta ${limit}, art. 424 num. 5 E.T.` }
        : {
            ivaRate: IVA_GENERAL_RATE,
            reason: `IVA 19 %: el precio unitario supera el tope de exclusión de ${limit}.`,
          };
    }
  }
}

const notApplied = (base: bigint, rate: number, legend: string): Withholding => ({
  applied: false,
  base: toPesos(base),
  rate,
  amount: 0,
  legend: sentence(`No aplica: ${legend}`),
});

const NATURAL_PERSON = 'persona natural no agente de retención (art. 368 E.T.).';
const SIMPLE =
  'el comprador está en el Régimen Simple de Tributación, que no practica retenciones (art. 911 par. 2 E.T.).';

function reteFuente(input: TaxInput, rules: AppliedRules, subtotal: bigint): Withholding {
  const rule = rules.reteFuente;
  const rate = rule?.rate ?? 0;
  if (input.buyer.regimenSimple) return notApplied(subtotal, rate, SIMPLE);
  if (!withholdsIncomeTax(input.buyer)) return notApplied(subtotal, rate, NATURAL_PERSON);
  if (input.seller.autorretenedor)
    return notApplied(subtotal, rate, 'el vendedor es autorretenedor (art. 368 par. 1 E.T.).');
  if (!rule)
    return notApplied(subtotal, rate, `no hay tarifa de ReteFuente vigente el ${rules.date}.`);
  if (subtotal < BigInt(rule.basePesos))
    return notApplied(
      subtotal,
      rate,
      `base ${formatCop(toPesos(subtotal))} menor a ${inPesos(rule.baseUvt, rule.basePesos, rules)}.`,
    );
  return {
    applied: true,
    base: toPesos(subtotal),
    rate,
    amount: toPesos(ofFraction(subtotal, rate)),
    legend: sentence(
      `${percent(rate)} de ${formatCop(toPesos(subtotal))}: compras de bienes desde ${inPesos(rule.baseUvt, rule.basePesos, rules)}, ${rule.source}`,
    ),
  };
}

/**
 * ReteIVA: `rate` of the IVA, when the taxed part of the purchase reaches the base. The base is
 * compared with the taxed operations only (DUR 1625 de 2016, art. 1.3.2.1.12: "operaciones
 * gravadas"), never with excluded lines (docs/taxes.md, "ReteIVA's base").
 */
function reteIva(
  input: TaxInput,
  rules: AppliedRules,
  taxedSubtotal: bigint,
  totalVAT: bigint,
): Withholding {
  const rule = rules.reteIva;
  const rate = rule?.rate ?? 0;
  const { buyer, seller } = input;
  if (buyer.regimenSimple) return notApplied(totalVAT, rate, SIMPLE);
  if (!withholdsIva(buyer))
    return notApplied(
      totalVAT,
      rate,
      buyer.kind === 'NATURAL_PERSON' && !buyer.withholdingAgent
        ? NATURAL_PERSON
        : 'el comprador no es agente de retención de IVA (art. 437-2 E.T.).',
    );
  if (seller.regime === 'NO_RESPONSABLE_IVA')
    return notApplied(totalVAT, rate, 'el vendedor no es responsable de IVA.');
  if (totalVAT === 0n) return notApplied(totalVAT, rate, 'la compra no tiene IVA.');
  if (buyer.kind !== 'PUBLIC_ENTITY' && buyer.granContribuyente && seller.granContribuyente)
    return notApplied(totalVAT, rate, 'entre grandes contribuyentes no se practica ReteIVA.');
  if (!rule)
    return notApplied(totalVAT, rate, `no hay tarifa de ReteIVA vigente el ${rules.date}.`);
  if (taxedSubtotal < BigInt(rule.basePesos))
    return notApplied(
      totalVAT,
      rate,
      `compra gravada de ${formatCop(toPesos(taxedSubtotal))} menor a ${inPesos(rule.baseUvt, rule.basePesos, rules)} (art. 1.3.2.1.12 DUR 1625 de 2016).`,
    );
  return {
    applied: true,
    base: toPesos(totalVAT),
    rate,
    amount: toPesos(ofFraction(totalVAT, rate)),
    legend: sentence(`${percent(rate)} del IVA de ${formatCop(toPesos(totalVAT))}, ${rule.source}`),
  };
}

/** "Bogotá, D.C. (establecimiento del vendedor, Ley 1819 de 2016, art. 343 …)": why that municipality. */
const placeReason = (place: IcaPlace) =>
  `${place.municipalityName ?? 'el municipio'} (${ICA_PLACE_BASIS_LABELS[place.basis].toLowerCase()}, ${place.source})`;

function reteIca(input: TaxInput, rules: AppliedRules, subtotal: bigint): Withholding {
  const rule = rules.reteIca;
  const rate = rule ? rule.perMil / 1000 : 0;
  const { buyer } = input;
  const place = rules.icaPlace ?? null;
  const at = place?.municipalityName ?? 'el municipio donde se causa el ICA';
  if (buyer.regimenSimple) return notApplied(subtotal, rate, SIMPLE);
  if (!withholdsIncomeTax(buyer)) return notApplied(subtotal, rate, NATURAL_PERSON);
  if (!place)
    return notApplied(
      subtotal,
      rate,
      `no hay regla vigente el ${rules.date} sobre el municipio donde se causa el ICA.`,
    );
  if (!place.municipalityCode)
    return notApplied(
      subtotal,
      rate,
      place.basis === 'SELLER_ESTABLISHMENT'
        ? 'la tienda no ha registrado el municipio de su establecimiento, donde se causa el ICA.'
        : 'no se conoce el municipio del comprador, donde se causa el ICA.',
    );
  // Only an agent of the municipality where the ICA is caused withholds it: a buyer elsewhere is
  // not (docs/taxes.md, "Where ICA is caused").
  if (buyer.municipalityCode !== place.municipalityCode)
    return notApplied(
      subtotal,
      rate,
      `el ICA se causa en ${placeReason(place)} y el comprador no está allí.`,
    );
  if (!rule) return notApplied(subtotal, rate, `no hay tarifa de ReteICA para ${at}.`);
  if (
    rule.agents === 'PUBLIC_AND_LARGE' &&
    buyer.kind !== 'PUBLIC_ENTITY' &&
    !buyer.granContribuyente
  )
    return notApplied(
      subtotal,
      rate,
      `en ${at} solo retienen ICA las entidades públicas y los grandes contribuyentes.`,
    );
  if (rule.perMil === 0)
    return notApplied(
      subtotal,
      rate,
      rule.municipalityCode === null
        ? `no hay tarifa de ReteICA registrada para ${at} y la general es 0 ‰.`
        : `la tarifa de ReteICA para ${at} es 0 ‰.`,
    );
  if (subtotal < BigInt(rule.basePesos))
    return notApplied(
      subtotal,
      rate,
      `base ${formatCop(toPesos(subtotal))} menor a ${inPesos(rule.baseUvt, rule.basePesos, rules)} en ${at}.`,
    );
  // Per-mil with two decimals is an exact count of hundred-thousandths: 11.04 ‰ = 1104 / 100,000.
  const amount = divideHalfUp(subtotal * BigInt(Math.round(rule.perMil * 100)), FRACTION_SCALE);
  return {
    applied: true,
    base: toPesos(subtotal),
    rate,
    amount: toPesos(amount),
    legend: sentence(
      `${perMil(rule.perMil)} de ${formatCop(toPesos(subtotal))}: ICA causado en ${placeReason(place)}; tarifa: ${rule.source}`,
    ),
  };
}

/** What the document must say about the rules it was computed with (docs/taxes.md, "UVT"). */
function noticesOf(rules: AppliedRules): string[] {
  const year = Number(rules.date.slice(0, 4));
  if (rules.uvt.year === year) return [];
  return [
    `La UVT de ${year} no está registrada: las bases y los topes en UVT se calcularon con la de ${rules.uvt.year} (${formatCop(rules.uvt.value)}, ${rules.uvt.source}). Las cifras pueden cambiar cuando se registre la de ${year}.`,
  ];
}

/**
 * The one tax function of the shop (docs/architecture.md, "Money"; docs/taxes.md): IVA per line
 * by class and cap, then ReteFuente, ReteIVA and ReteICA by who the buyer and the seller are,
 * where the sale causes ICA and the rules in force on the date. Integer pesos; each figure is
 * rounded once, half-up, from its exact base (each line's IVA on the line); ReteIVA is taken from
 * the IVA as invoiced.
 */
export function computeTaxes(input: TaxInput): TaxBreakdown {
  const rules = appliedRules(input.rules, input.date, {
    buyer: { code: input.buyer.municipalityCode, name: input.buyer.municipalityName },
    seller: { code: input.seller.municipalityCode ?? null, name: input.seller.city ?? null },
  });
  let base19 = 0n;
  let base5 = 0n;
  let excluded = 0n;
  let iva19 = 0n;
  let iva5 = 0n;
  const lines = input.lines.map((line) => {
    const amount = lineAmount(line.unitPrice, line.quantity);
    const { ivaRate, reason } = lineIva(line, rules, input.seller);
    // Each line's IVA is rounded on the line, as the electronic invoice carries it; the
    // document's IVA is their sum (docs/taxes.md, "Rounding").
    const iva = ivaRate === 0 ? 0n : ofFraction(amount, ivaRate);
    if (ivaRate === IVA_GENERAL_RATE) {
      base19 += amount;
      iva19 += iva;
    } else if (ivaRate === IVA_REDUCED_RATE) {
      base5 += amount;
      iva5 += iva;
    } else excluded += amount;
    return { amount: toPesos(amount), ivaRate, iva: toPesos(iva), reason };
  });
  const subtotal = base19 + base5 + excluded;
  const totalVAT = iva19 + iva5;
  const fuente = reteFuente(input, rules, subtotal);
  const iva = reteIva(input, rules, base19 + base5, totalVAT);
  const ica = reteIca(input, rules, subtotal);
  const withholdings = BigInt(fuente.amount + iva.amount + ica.amount);
  const total = subtotal + totalVAT;
  return {
    lines,
    subtotal: toPesos(subtotal),
    base19: toPesos(base19),
    iva19: toPesos(iva19),
    base5: toPesos(base5),
    iva5: toPesos(iva5),
    excluded: toPesos(excluded),
    totalVAT: toPesos(totalVAT),
    total: toPesos(total),
    reteFuente: fuente,
    reteIVA: iva,
    reteICA: ica,
    totalWithholdings: toPesos(withholdings),
    totalToPay: toPesos(total - withholdings),
    rules,
    notices: noticesOf(rules),
    buyer: input.buyer,
    seller: {
      regime: input.seller.regime,
      autorretenedor: input.seller.autorretenedor,
      granContribuyente: input.seller.granContribuyente,
      municipalityCode: input.seller.municipalityCode ?? null,
    },
  };
}
