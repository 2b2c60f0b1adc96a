import { describe, expect, it } from 'vitest';
import { DEFAULT_DOCUMENT_TERMS } from './config-documents';
import { documentConditions } from './documents';

const labels = (payMethod: 'COMPANY_CREDIT' | 'CREDIT') =>
  documentConditions(
    {
      kind: 'order',
      customId: 'ORD-2026-00050',
      payMethod,
      bankTransfer: null,
      dueOn: '2027-01-31',
    },
    DEFAULT_DOCUMENT_TERMS,
  ).map((condition) => condition.label);

describe("an order's conditions", () => {
  it("leave the shop's cash payment terms out of an order on company credit", () => {
    expect(labels('COMPANY_CREDIT')).toEqual([
      'Crédito empresarial',
      'Tiempo de entrega',
      'Garantía',
    ]);
    expect(labels('CREDIT')).toEqual([
      'Tarjeta de crédito',
      'Forma de pago',
      'Tiempo de entrega',
      'Garantía',
    ]);
  });
});
