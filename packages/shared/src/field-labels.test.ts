import { describe, expect, it } from 'vitest';
import { profileFieldRefusal } from './account';
import { unknownFieldMessage } from './errors';
import { FIELD_LABELS } from './field-labels';
import { PRODUCT_INPUT_MESSAGES } from './product-input';
import { ROLE_MESSAGES } from './roles';

describe('field names in messages', () => {
  it('names every known field by its Spanish label, never by its API key', () => {
    for (const [key, label] of Object.entries(FIELD_LABELS)) {
      if (key === label) continue;
      for (const message of [
        unknownFieldMessage(key),
        profileFieldRefusal(key),
        ROLE_MESSAGES.unknownField(key),
      ]) {
        expect(message).toContain(`«${label}»`);
        expect(message).not.toContain(`«${key}»`);
      }
    }
  });

  it("says 'Imagen principal' and 'Imágenes adicionales', not product_url or views_url", () => {
    const texts = Object.values(PRODUCT_INPUT_MESSAGES).join(' ');
    expect(texts).not.toMatch(/product_url|views_url/);
    expect(PRODUCT_INPUT_MESSAGES.productUrl).toContain("'Imagen principal'");
    expect(PRODUCT_INPUT_MESSAGES.viewsUrl).toContain("'Imágenes adicionales'");
  });
});
