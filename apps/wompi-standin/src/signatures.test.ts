import { describe, expect, it } from 'vitest';
import { eventChecksum, eventChecksumSource, integritySignature } from './signatures';

describe('integritySignature', () => {
  it("reproduces Wompi's published example", () => {
    const signature = integritySignature(
      { reference: 'sk8-438k4-xmxm392-sn2m', amountInCents: 2490000, currency: 'COP' },
      'prod_integrity_Z5mMke9x0k8gpErbDqwrJXMqsI6SFli6',
    );
    expect(signature).toBe('37c8407747e595535433ef8f6a811d853cd943046624a0ec04662b17bbf33bf5');
  });

  it('signs the expiration time between the currency and the secret', () => {
    const input = { reference: 'R-1', amountInCents: '100', currency: 'COP' };
    const expirationTime = '2030-01-01T00:00:00.000Z';
    expect(integritySignature({ ...input, expirationTime }, 'secret')).toBe(
      integritySignature({ ...input, currency: `COP${expirationTime}` }, 'secret'),
    );
    expect(integritySignature({ ...input, expirationTime }, 'secret')).not.toBe(
      integritySignature(input, 'secret'),
    );
  });
});

describe('eventChecksum', () => {
  // The example of docs.wompi.co/docs/colombia/eventos/. The docs print
  // 3476DDA50F64CD7CBD160689640506FEBEA93239BC524FC0469B2C68A3CC8BD0 as its hash, but that is not
  // the SHA-256 of the concatenation they show; the value below is (checked with sha256sum).
  const properties = ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'];
  const data = {
    transaction: { id: '1234-1610641025-49201', status: 'APPROVED', amount_in_cents: 4490000 },
  };
  const timestamp = 1530291411;
  const secret = 'prod_events_OcHnIzeBl5socpwByQ4hA52Em3USQ93Z';

  it('concatenates the named properties, the timestamp and the secret', () => {
    expect(eventChecksumSource(properties, data, timestamp, secret)).toBe(
      '1234-1610641025-49201APPROVED44900001530291411prod_events_OcHnIzeBl5socpwByQ4hA52Em3USQ93Z',
    );
  });

  it('hashes that concatenation with SHA-256 in uppercase hex', () => {
    expect(eventChecksum(properties, data, timestamp, secret)).toBe(
      '5A18EC5E8FDB7DF463E9F94774CBA8F583BA21BD04A09CEFF2EA68A4BC0AEFBE',
    );
  });

  it('reads the properties in the order the event names them', () => {
    const reversed = [...properties].reverse();
    expect(eventChecksumSource(reversed, data, timestamp, secret)).toMatch(
      /^4490000APPROVED1234-1610641025-49201/,
    );
  });
});
