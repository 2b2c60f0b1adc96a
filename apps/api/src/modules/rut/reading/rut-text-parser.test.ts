import { describe, expect, it } from 'vitest';
import { proposalOf, type Registered } from './proposal';
import { parseRutText } from './rut-text-parser';

/** A company's RUT as pdf.js gives it: one line per baseline, cells apart by two spaces. */
const COMPANY = [
  'Formulario del Registro Único Tributario  Hoja Principal  001',
  '5. Número de Identificación Tributaria (NIT): 900.544.472  6. DV: 2',
  '24. Tipo de contribuyente: Persona jurídica  25. Tipo de documento: NIT',
  '35. Razón social: CONECTIVIDAD ANDINA S.A.S.',
  '38. País: COLOMBIA  169',
  '39. Departamento: Bogotá D.C.  11',
  '40. Ciudad/Municipio: Bogotá, D.C.  001',
  'Responsabilidades, Calidades y Atributos',
  '53. Código',
  '1  2  3  4  5  6',
  '05  07  13  48  52',
  '05- Impto. renta y compl. régimen ordinario',
  '07- Retención en la fuente a título de renta',
  '13- Gran contribuyente',
  '48 - Impuesto sobre las ventas - IVA',
  '54. Código  Usuarios aduaneros',
  '99',
].join('\n');

const REGISTERED: Registered = {
  identificationNumber: '900544472',
  legalPersonType: true,
  businessName: 'Conectividad Andina S.A.S.',
  fullName: 'Laura Gómez',
  municipalityCode: '11001',
  municipalityName: 'Bogotá, D.C.',
};
const BOGOTA = { code: '11001', name: 'Bogotá, D.C.' };

describe('parseRutText', () => {
  it('reads a company: NIT and DV, person type, razón social, place and casilla 53', () => {
    expect(parseRutText(COMPANY)).toEqual({
      nit: '900544472',
      checkDigit: 2,
      legalPersonType: true,
      idType: 'NIT',
      businessName: 'CONECTIVIDAD ANDINA S.A.S.',
      personName: null,
      department: { name: 'Bogotá D.C.', code: '11' },
      city: { name: 'Bogotá, D.C.', code: '001' },
      // The box numbers (1 2 3…) are not codes, and casilla 54's 99 is not one of 53.
      responsibilities: ['05', '07', '13', '48', '52'],
      publicEntity: false,
    });
  });

  it('reads values printed on the line below their labels, cell by cell', () => {
    const text = [
      '5. Número de Identificación Tributaria (NIT)  6. DV  12. Dirección seccional',
      '830080150  1  Impuestos de Bogotá',
      '24. Tipo de contribuyente  25. Tipo de documento',
      'Persona natural o sucesión ilíquida  Cédula de Ciudadanía  13',
      '31. Primer apellido  32. Segundo apellido  33. Primer nombre  34. Otros nombres',
      'PÉREZ  GÓMEZ  ANA  MARÍA',
      '39. Departamento  40. Ciudad/Municipio',
      'Antioquia  05  Medellín  001',
      '53. Código',
      '05- Impto. renta y compl. régimen ordinario',
      '49- No responsable de IVA',
    ].join('\n');
    expect(parseRutText(text)).toMatchObject({
      nit: '830080150',
      checkDigit: 1,
      legalPersonType: false,
      idType: 'CC',
      personName: 'PÉREZ GÓMEZ ANA MARÍA',
      department: { name: 'Antioquia', code: '05' },
      city: { name: 'Medellín', code: '001' },
      responsibilities: ['05', '49'],
    });
  });

  it('says nothing of what the text does not carry', () => {
    expect(parseRutText('Documento escaneado sin casillas')).toEqual({
      nit: null,
      checkDigit: null,
      legalPersonType: null,
      idType: null,
      businessName: null,
      personName: null,
      department: null,
      city: null,
      responsibilities: [],
      publicEntity: false,
    });
  });

  it('takes a public entity only from words that say so', () => {
    expect(parseRutText(`${COMPANY}\nNaturaleza: Pública`).publicEntity).toBe(true);
    expect(parseRutText(`${COMPANY}\nEntidad pública o privada`).publicEntity).toBe(false);
  });
});

describe('proposalOf', () => {
  it('proposes the flags and identity of casilla 53 and finds no contradiction', () => {
    const proposal = proposalOf(parseRutText(COMPANY), BOGOTA, REGISTERED);
    expect(proposal.proposedFlags).toEqual({
      granContribuyente: true,
      autorretenedor: false,
      regimenSimple: false,
      ivaWithholdingAgent: false,
    });
    expect(proposal.proposedIdentity).toEqual({
      idType: 'NIT',
      ivaRegime: 'RESPONSABLE_IVA',
      incomeTaxDeclarant: true,
    });
    expect(proposal.contradictions).toEqual([]);
    expect(proposal.reading).toMatchObject({
      municipalityText: 'Bogotá, D.C., Bogotá D.C.',
      municipalityCode: '11001',
    });
  });

  it('names every field where the RUT and the registration disagree', () => {
    const other = COMPANY.replace('900.544.472  6. DV: 2', '800197268  6. DV: 5').replace(
      'CONECTIVIDAD ANDINA',
      'REDES DEL SUR',
    );
    const proposal = proposalOf(
      parseRutText(other),
      { code: '05001', name: 'Medellín' },
      REGISTERED,
    );
    expect(proposal.contradictions.map((c) => c.field)).toEqual([
      'nit',
      'checkDigit',
      'businessName',
      'municipality',
    ]);
    expect(proposal.contradictions[0]!.message).toBe(
      'El NIT del RUT (800197268) no coincide con el que se registró (900544472).',
    );
    expect(proposal.contradictions[1]!.message).toBe(
      'El DV del RUT (5) no corresponde al NIT 800197268: debería ser 4.',
    );
  });

  it('marks a natural person agent by code 07, and no declarant in the SIMPLE', () => {
    const person = parseRutText('24. Tipo de contribuyente: Persona natural\n53. Código: 07 47 48');
    const proposal = proposalOf(person, null, { ...REGISTERED, legalPersonType: false });
    expect(proposal.proposedFlags).toMatchObject({ withholdingAgent: true, regimenSimple: true });
    expect(proposal.proposedIdentity).toEqual({ ivaRegime: 'RESPONSABLE_IVA' });
  });

  it('proposes nothing from a text without casillas', () => {
    const proposal = proposalOf(parseRutText('hola'), null, REGISTERED);
    expect(proposal.proposedFlags).toEqual({});
    expect(proposal.proposedIdentity).toEqual({});
    expect(proposal.contradictions).toEqual([]);
  });
});
