import { identityFromRegistration, MESSAGES, type RegistrationInput } from '@shop/shared';
import type { Tx } from '../../db/client';
import type { Transactional } from '../../db/transactional';
import { conflict, fieldError, internal, isUniqueViolation } from '../../lib/errors';
import type { PasswordHasher } from '../../lib/password-hasher';
import type { ConfigReader } from '../config/service';
import type { RutProposer } from '../rut/reading/proposal-service';
import type { RutClaim } from '../rut/service';
import type { OutboxService } from '../../platform/mail/service';
import type { MunicipalityLookup } from '../municipalities/service';
import { customerRole } from '../roles/catalogue';
import { registrationMails } from './mails';
import type { RegistrationRepository } from './repository';

interface Deps {
  registrations: Transactional<RegistrationRepository>;
  outbox: OutboxService;
  hasher: PasswordHasher;
  siteConfig: ConfigReader;
  municipalities: MunicipalityLookup;
  claimRut: RutClaim;
  proposeFromRut: RutProposer;
  /** A company's account becomes a company (ADR 017): the companies module's port. */
  foundCompany: (tx: Tx, companyId: number) => Promise<void>;
}

/**
 * Companies and every client type with special pricing wait for an administrator to check the
 * RUT and the type (docs/architecture.md, departure 5); a natural person buying as a final client can buy at once.
 */
function initialStatus(input: RegistrationInput): 'ACTIVE' | 'PENDING' {
  return !input.legalPersonType && input.clientType === 'CLIENT_FINAL' ? 'ACTIVE' : 'PENDING';
}

export function createRegistrationService({
  registrations,
  outbox,
  hasher,
  siteConfig,
  municipalities,
  claimRut,
  proposeFromRut,
  foundCompany,
}: Deps) {
  return {
    async register(input: RegistrationInput) {
      const code = input.location.municipalityDaneCode;
      if (!(await municipalities.exists(code))) {
        throw fieldError('VALIDATION_ERROR', 'location', 'Seleccione una ciudad de la lista.');
      }
      if (await registrations.repo.emailTaken(input.email)) throw conflict('EMAIL_TAKEN');

      const clientStatus = initialStatus(input);
      const passwordHash = await hasher.hash(input.password);
      const now = new Date();
      const mails = registrationMails(input, clientStatus, await siteConfig.get());
      let userId: number;
      try {
        userId = await registrations.inTransaction(async (repo, tx) => {
          const id = await repo.insertUser({
            email: input.email,
            passwordHash,
            clientType: input.clientType,
            clientStatus,
            legalPersonType: input.legalPersonType,
            // Staff confirm it from the RUT (docs/taxes.md, "Reading the RUT").
            ...identityFromRegistration(input.legalPersonType, input.identificationNumber),
          });
          if (input.urlRUT && !(await claimRut(tx, input.urlRUT, id))) {
            throw fieldError('RUT_INVALID', 'urlRUT');
          }
          await repo.insertProfile({
            userId: id,
            fullName: input.fullName,
            identificationNumber: input.identificationNumber,
            contactPhone: input.contactPhone,
            position: input.legalPersonType ? input.position : null,
            businessName: input.legalPersonType ? input.businessName : null,
            billingEmail: input.billingEmail ?? input.email,
            primaryAddress: input.primaryAddress,
            secondaryAddress: input.secondaryAddress || null,
            municipalityDaneCode: code,
            urlRUT: input.urlRUT ?? null,
            dataTreatmentAuthorization: true,
            dataTreatmentAuthorizedAt: now,
            notificationAuthorization: input.notificationAuthorization,
          });
          const roleId = await repo.roleId(customerRole.name);
          if (roleId === undefined) throw internal(`role ${customerRole.name} is missing`);
          await repo.grantRole(id, roleId);
          if (input.legalPersonType) await foundCompany(tx, id);
          await outbox.enqueue(tx, ...mails);
          return id;
        });
      } catch (err) {
        // Two registrations racing with one e-mail: the unique index decides.
        if (isUniqueViolation(err)) throw conflict('EMAIL_TAKEN');
        throw err;
      }

      outbox.wake();
      // After the commit, so a slow or unreadable RUT never fails the registration; awaited
      // (bounded by the reader's deadline) so the proposal is there when staff open the account.
      if (input.urlRUT)
        await proposeFromRut({
          userId,
          rutUrl: input.urlRUT,
          registered: {
            identificationNumber: input.identificationNumber,
            legalPersonType: input.legalPersonType,
            businessName: input.legalPersonType ? input.businessName : null,
            fullName: input.fullName,
            municipalityCode: code,
          },
        });

      const message =
        clientStatus === 'ACTIVE'
          ? `${MESSAGES.registrationSuccess} Ya puede iniciar sesión.`
          : `${MESSAGES.registrationSuccess} Revisaremos sus datos y le avisaremos por correo cuando su cuenta esté activa.`;
      return { id: userId, clientStatus, message };
    },
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;
