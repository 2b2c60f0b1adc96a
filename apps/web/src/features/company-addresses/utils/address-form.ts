import type { DefaultValues } from 'react-hook-form';
import {
  CompanyAddressInputSchema,
  type CompanyAddress,
  type CompanyAddressInput,
} from '@shop/shared';

/** The fields the server's issues may name ('location.municipalityDaneCode' lands on location). */
export const ADDRESS_FORM_FIELDS = CompanyAddressInputSchema.keyof().options;

/** What the form starts with: a new address has no municipality until one is chosen. */
export type AddressFormValues = DefaultValues<CompanyAddressInput>;

export const EMPTY_ADDRESS: AddressFormValues = {
  siteName: '',
  address: '',
  location: {},
  contactName: '',
  contactPhone: '',
};

/** An address as its edit form starts. */
export const toFormValues = (address: CompanyAddress): AddressFormValues => ({
  siteName: address.siteName,
  address: address.address,
  location: { municipalityDaneCode: address.municipalityDaneCode },
  contactName: address.contactName,
  contactPhone: address.contactPhone,
});
