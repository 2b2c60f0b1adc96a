import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  checksumMatches,
  eventChecksum,
  eventChecksumText,
  integritySignature,
} from './signatures';

describe('the integrity signature of a Web Checkout', () => {
  it("reproduces the example of Wompi's documentation", () => {
    // docs.wompi.co/docs/colombia/widget-checkout-web/, "Paso 3: Genera una firma de integridad".
    expect(
      integritySignature(
        { reference: 'sk8-438k4-xmxm392-sn2m', amountInCents: 2490000, currency: 'COP' },
        'prod_integrity_Z5mMke9x0k8gpErbDqwrJXMqsI6SFli6',
      ),
    ).toBe('37c8407747e595535433ef8f6a811d853cd943046624a0ec04662b17bbf33bf5');
  });

  it('signs the expiration time between the currency and the secret', () => {
    const withExpiry = integritySignature(
      {
        reference: 'sk8-438k4-xmxm392-sn2m',
        amountInCents: 2490000,
        currency: 'COP',
        expirationTime: '2023-06-09T20:28:50.000Z',
      },
      'prod_integrity_Z5mMke9x0k8gpErbDqwrJXMqsI6SFli6',
    );
    const text =
      'sk8-438k4-xmxm392-sn2m2490000COP2023-06-09T20:28:50.000Zprod_integrity_Z5mMke9x0k8gpErbDqwrJXMqsI6SFli6';
    expect(withExpiry).toBe(createHash('sha256').update(text).digest('hex'));
  });

  it('changes with one cent more', () => {
    const sign = (amountInCents: number) =>
      integritySignature({ reference: 'ORD-2026-00001-P1', amountInCents, currency: 'COP' }, 's');
    expect(sign(100_000_00)).not.toBe(sign(100_000_01));
  });
});

describe('the checksum of an event', () => {
  // docs.wompi.co/docs/colombia/eventos/, "Seguridad": the example event and secret.
  const data = {
    transaction: { id: '1234-1610641025-49201', status: 'APPROVED', amount_in_cents: 4490000 },
  };
  const properties = ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'];
  const secret = 'prod_events_OcHnIzeBl5socpwByQ4hA52Em3USQ93Z';

  it('concatenates the named properties, the timestamp and the secret as the docs spell it out', () => {
    expect(eventChecksumText(data, properties, 1530291411, secret)).toBe(
      '1234-1610641025-49201APPROVED44900001530291411prod_events_OcHnIzeBl5socpwByQ4hA52Em3USQ93Z',
    );
  });

  it('is the SHA-256 of that text', () => {
    // The docs print 3476DDA5…8BD0 as the result of step 4, but that is not the SHA-256 of the
    // text of step 3 (which is 5A18EC5E…EFBE): the concatenation is the contract, not that figure.
    expect(eventChecksum(data, properties, 1530291411, secret)).toBe(
      '5a18ec5e8fdb7df463e9f94774cba8f583ba21bd04a09ceff2ea68a4bc0aefbe',
    );
  });

  it('follows the properties the event names, in their order', () => {
    const reversed = [...properties].reverse();
    expect(eventChecksumText(data, reversed, 1, 's')).toBe(
      '4490000APPROVED1234-1610641025-492011s',
    );
  });

  it('compares in any case and refuses another checksum or length', () => {
    const good = eventChecksum(data, properties, 1530291411, secret);
    expect(checksumMatches(good, good.toUpperCase())).toBe(true);
    const last = good.at(-1) === '0' ? '1' : '0';
    expect(checksumMatches(good, `${good.slice(0, -1)}${last}`)).toBe(false);
    expect(checksumMatches(good, good.slice(0, 10))).toBe(false);
  });
});
