import {
  ADDRESS_MESSAGES,
  municipalityInText,
  type CompanyAddress,
  type CompanyAddressInput,
  type DeliveryAddress,
  type SessionUser,
} from '@shop/shared';
import type { DbOrTx } from '../../db/client';
import { accountOf, administeredCompanyOf } from '../../lib/buyer';
import { fieldError, forbidden, notFound } from '../../lib/errors';
import type { MunicipalityLookup } from '../municipalities/service';
import type { AddressRepository, AddressValues } from './address-repository';

type AddressRow = Awaited<ReturnType<AddressRepository['list']>>[number];

/** 'Barranquilla, Atlántico': how a delivery address names its city on pages and documents. */
const cityOf = (r: Pick<AddressRow, 'municipality' | 'department'>) =>
  r.municipality === r.department
    ? municipalityInText(r.municipality)
    : `${municipalityInText(r.municipality)}, ${municipalityInText(r.department)}`;

const toAddress = (r: AddressRow): CompanyAddress => ({
  id: r.id,
  siteName: r.siteName,
  address: r.address,
  municipalityDaneCode: r.municipalityDaneCode,
  city: cityOf(r),
  contactName: r.contactName,
  contactPhone: r.contactPhone,
});

/** The port checkout uses: the company's address an order picked, as the order will copy it. */
export type DeliveryAddressPort = (
  db: DbOrTx,
  user: Pick<SessionUser, 'id' | 'company'>,
  addressId: number,
) => Promise<DeliveryAddress>;

const notFoundAddress = () => notFound(ADDRESS_MESSAGES.notFound);

/**
 * A company's delivery addresses: every member reads them (a buyer picks one at checkout), the
 * administrator writes them.
 */
export function createAddressService(deps: {
  addresses: (db: DbOrTx) => AddressRepository;
  db: DbOrTx;
  municipalities: MunicipalityLookup;
}) {
  const repo = deps.addresses(deps.db);

  const companyOf = (user: SessionUser) => {
    if (!user.company) throw forbidden('COMPANY_ADMIN_ONLY');
    return user.company.accountId;
  };
  const valuesOf = async (input: CompanyAddressInput): Promise<AddressValues> => {
    const code = input.location.municipalityDaneCode;
    if (!(await deps.municipalities.exists(code)))
      throw fieldError('VALIDATION_ERROR', 'location', 'Seleccione una ciudad de la lista.');
    return {
      siteName: input.siteName,
      address: input.address,
      municipalityDaneCode: code,
      contactName: input.contactName,
      contactPhone: input.contactPhone,
    };
  };
  const read = async (companyId: number, id: number) => {
    const row = await repo.one(companyId, id);
    if (!row) throw notFoundAddress();
    return toAddress(row);
  };

  const deliveryAddress: DeliveryAddressPort = async (db, user, addressId) => {
    const row = user.company ? await deps.addresses(db).one(accountOf(user), addressId) : undefined;
    if (!row) throw fieldError('VALIDATION_ERROR', 'deliveryAddressId', ADDRESS_MESSAGES.notYours);
    const { id: _id, ...copy } = toAddress(row);
    return copy;
  };

  return {
    deliveryAddress,

    list: async (user: SessionUser) => (await repo.list(companyOf(user))).map(toAddress),

    async create(user: SessionUser, input: CompanyAddressInput): Promise<CompanyAddress> {
      const companyId = administeredCompanyOf(user);
      return read(companyId, await repo.insert(companyId, await valuesOf(input)));
    },

    async update(user: SessionUser, id: number, input: CompanyAddressInput) {
      const companyId = administeredCompanyOf(user);
      if (!(await repo.update(companyId, id, await valuesOf(input)))) throw notFoundAddress();
      return read(companyId, id);
    },

    async archive(user: SessionUser, id: number): Promise<void> {
      if (!(await repo.archive(administeredCompanyOf(user), id))) throw notFoundAddress();
    },
  };
}
export type AddressService = ReturnType<typeof createAddressService>;
