import { z } from 'zod';
import { phoneField, requiredText } from './fields';
import { idField, idParam } from './ids';
import { LocationInputSchema } from './registration';

/**
 * A company's delivery addresses (docs/decisions/017-companies-with-several-buyers.md): each sede
 * with its address, DIVIPOLA municipality and who receives. An order copies the one it picks.
 */
export const ADDRESS_MESSAGES = {
  incomplete: 'Complete la sede, la dirección, la ciudad y quién recibe.',
  notYours: 'Elija una de las direcciones de entrega de su empresa.',
  notFound: 'No encontramos esa dirección de entrega de su empresa.',
} as const;

const MISSING = ADDRESS_MESSAGES.incomplete;

export const CompanyAddressInputSchema = z
  .object(
    {
      siteName: requiredText(MISSING, 80),
      address: requiredText(MISSING, 200),
      location: LocationInputSchema,
      contactName: requiredText(MISSING, 120),
      contactPhone: phoneField(MISSING),
    },
    { error: MISSING },
  )
  .strict();
export type CompanyAddressInput = z.infer<typeof CompanyAddressInputSchema>;

export const CompanyAddressSchema = z.object({
  id: z.number().int(),
  siteName: z.string(),
  address: z.string(),
  municipalityDaneCode: z.string(),
  /** 'Barranquilla, Atlántico'. */
  city: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
});
export type CompanyAddress = z.infer<typeof CompanyAddressSchema>;

export const CompanyAddressListSchema = z.object({ addresses: z.array(CompanyAddressSchema) });

export const CompanyAddressParamsSchema = z.object({ id: idParam('de la dirección') });

/** Where an order is delivered, as it was when the order was placed. */
export const DeliveryAddressSchema = CompanyAddressSchema.omit({ id: true });
export type DeliveryAddress = z.infer<typeof DeliveryAddressSchema>;

/** The address an order from a company's member picks; absent: none was chosen. */
export const DeliveryAddressIdSchema = idField('de la dirección de entrega').optional();
