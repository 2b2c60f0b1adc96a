import { describe, expect, it } from 'vitest';
import { wompiKeyProblem } from './wompi-keys';

describe('wompiKeyProblem', () => {
  it("accepts a key with its environment's prefix and something after it", () => {
    expect(wompiKeyProblem('sandbox', 'publicKey', 'pub_test_abc')).toBeNull();
    expect(wompiKeyProblem('production', 'eventsSecret', 'prod_events_abc')).toBeNull();
    expect(wompiKeyProblem('sandbox', 'publicKey', 'pub_test_')).not.toBeNull();
  });

  it("names a key of the other environment, with each key's own article", () => {
    expect(wompiKeyProblem('production', 'privateKey', 'prv_test_abc')).toBe(
      'La llave privada es de pruebas (sandbox) y el ambiente elegido es producción: use la de producción, que empieza por prv_prod_.',
    );
    expect(wompiKeyProblem('sandbox', 'integritySecret', 'prod_integrity_abc')).toBe(
      'El secreto de integridad es de producción y el ambiente elegido es pruebas (sandbox): use el de pruebas (sandbox), que empieza por test_integrity_.',
    );
  });

  it('asks to copy again a key that is not one', () => {
    expect(wompiKeyProblem('sandbox', 'eventsSecret', 'abc')).toBe(
      'El secreto de eventos de pruebas (sandbox) empieza por test_events_: cópielo de nuevo desde el panel de Wompi.',
    );
  });
});
