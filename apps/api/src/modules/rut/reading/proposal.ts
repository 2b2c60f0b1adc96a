import {
  municipalityInText,
  nitCheckDigit,
  type BuyerFiscalIdentityPatch,
  type BuyerTaxFlagsPatch,
  type RutContradiction,
  type RutReading,
} from '@shop/shared';
import { foldText } from '../../../lib/fold';
import type { ParsedRut } from './rut-text-parser';

/** What the company typed at registration, to compare the RUT with. */
export interface Registered {
  identificationNumber: string;
  legalPersonType: boolean;
  businessName: string | null;
  fullName: string;
  municipalityCode: string;
  municipalityName: string;
}

export interface Proposal {
  reading: RutReading;
  proposedFlags: BuyerTaxFlagsPatch;
  proposedIdentity: BuyerFiscalIdentityPatch;
  contradictions: RutContradiction[];
}

/**
 * Casilla 53 codes and what each proposes (the DIAN's list of RUT responsibilities; sources in
 * docs/taxes.md, "Reading the RUT"). A flag the RUT does not speak to is left out, so confirming
 * keeps what staff set.
 */
const has = (codes: string[], code: string) => codes.includes(code);

function flagsOf(parsed: ParsedRut, legalPerson: boolean): BuyerTaxFlagsPatch {
  const codes = parsed.responsibilities;
  const flags: BuyerTaxFlagsPatch = {};
  if (codes.length) {
    flags.granContribuyente = has(codes, '13');
    flags.autorretenedor = has(codes, '15');
    flags.regimenSimple = has(codes, '47');
    flags.ivaWithholdingAgent = has(codes, '09') && !has(codes, '13');
    // Art. 368-2 marks natural persons; a company withholds by its nature, whatever code 07 says.
    if (!legalPerson) flags.withholdingAgent = has(codes, '07');
  }
  if (parsed.publicEntity) flags.publicEntity = true;
  return flags;
}

function identityOf(parsed: ParsedRut, legalPerson: boolean): BuyerFiscalIdentityPatch {
  const codes = parsed.responsibilities;
  const identity: BuyerFiscalIdentityPatch = {};
  const idType = parsed.idType ?? (parsed.legalPersonType ? 'NIT' : null);
  if (idType) identity.idType = legalPerson && !parsed.idType ? 'NIT' : idType;
  if (has(codes, '48') !== has(codes, '49'))
    identity.ivaRegime = has(codes, '48') ? 'RESPONSABLE_IVA' : 'NO_RESPONSABLE_IVA';
  // 05 régimen ordinario (04 régimen especial) declare income tax; the SIMPLE (47) files its own.
  if (has(codes, '04') || has(codes, '05')) identity.incomeTaxDeclarant = true;
  else if (codes.length && !has(codes, '47')) identity.incomeTaxDeclarant = false;
  return identity;
}

const comparable = (name: string) =>
  foldText(name)
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

function contradictionsOf(
  parsed: ParsedRut,
  municipality: { code: string; name: string } | null,
  registered: Registered,
): RutContradiction[] {
  const found: RutContradiction[] = [];
  if (parsed.nit && parsed.nit !== registered.identificationNumber)
    found.push({
      field: 'nit',
      registered: registered.identificationNumber,
      inRut: parsed.nit,
      message: `El NIT del RUT (${parsed.nit}) no coincide con el que se registró (${registered.identificationNumber}).`,
    });
  const dv = parsed.nit && nitCheckDigit(parsed.nit);
  if (parsed.nit && parsed.checkDigit !== null && dv !== parsed.checkDigit)
    found.push({
      field: 'checkDigit',
      registered: String(dv),
      inRut: String(parsed.checkDigit),
      message: `El DV del RUT (${parsed.checkDigit}) no corresponde al NIT ${parsed.nit}: debería ser ${dv}.`,
    });
  if (parsed.legalPersonType !== null && parsed.legalPersonType !== registered.legalPersonType) {
    const kind = (legal: boolean) => (legal ? 'persona jurídica' : 'persona natural');
    found.push({
      field: 'legalPersonType',
      registered: kind(registered.legalPersonType),
      inRut: kind(parsed.legalPersonType),
      message: `El RUT es de una ${kind(parsed.legalPersonType)}, pero la cuenta se registró como ${kind(registered.legalPersonType)}.`,
    });
  }
  if (
    parsed.businessName &&
    registered.businessName &&
    comparable(parsed.businessName) !== comparable(registered.businessName)
  )
    found.push({
      field: 'businessName',
      registered: registered.businessName,
      inRut: parsed.businessName,
      message: `La razón social del RUT («${parsed.businessName}») no coincide con la registrada («${registered.businessName}»).`,
    });
  if (municipality && municipality.code !== registered.municipalityCode) {
    const [home, inRut] = [registered.municipalityName, municipality.name].map(municipalityInText);
    found.push({
      field: 'municipality',
      registered: home!,
      inRut: inRut!,
      message: `El municipio del RUT (${inRut}) no es el de la dirección registrada (${home}): la ReteICA sigue a la dirección registrada.`,
    });
  }
  return found;
}

/** The proposal for an account from what its RUT says (see flagsOf for the codes). */
export function proposalOf(
  parsed: ParsedRut,
  municipality: { code: string; name: string } | null,
  registered: Registered,
): Proposal {
  const legalPerson = parsed.legalPersonType ?? registered.legalPersonType;
  const place = [parsed.city?.name, parsed.department?.name].filter(Boolean).join(', ');
  return {
    reading: {
      nit: parsed.nit,
      checkDigit: parsed.checkDigit,
      legalPersonType: parsed.legalPersonType,
      businessName: parsed.businessName,
      personName: parsed.personName,
      municipalityText: place || null,
      municipalityCode: municipality?.code ?? null,
      municipalityName: municipality?.name ?? null,
      responsibilities: parsed.responsibilities,
    },
    proposedFlags: flagsOf(parsed, legalPerson),
    proposedIdentity: identityOf(parsed, legalPerson),
    contradictions: contradictionsOf(parsed, municipality, registered),
  };
}
