import { eq } from 'drizzle-orm';
import { MESSAGES, type RegistrationInput } from '@shop/shared';
import type { Db } from '../../db/client';
import { profiles, roles, userRoles, users } from '../../db/schema';
import { AppError, badRequest, conflict, isUniqueViolation } from '../../lib/errors';
import type { PasswordHasher } from '../../lib/password-hasher';
import { createConfigRepository } from '../config/repository';
import { createRutRepository } from '../files/rut-repository';
import { rutIdFromUrl } from '../files/rut-service';
import type { Mailer } from '../mail/mailer';
import { createMunicipalityRepository } from '../municipalities/repository';
import { customerRole } from '../roles/catalogue';
import { registrationMails } from './mails';

interface Deps {
  db: Db;
  mailer: Mailer;
  hasher: PasswordHasher;
}

/**
 * Companies and every client type with special pricing wait for an administrator to check the
 * RUT and the type (DESIGN.md departure 5); a natural person buying as a final client can buy at once.
 */
function initialStatus(input: RegistrationInput): 'ACTIVE' | 'PENDING' {
  return !input.legalPersonType && input.clientType === 'CLIENT_FINAL' ? 'ACTIVE' : 'PENDING';
}

export function createRegistrationService({ db, mailer, hasher }: Deps) {
  return {
    async register(input: RegistrationInput) {
      const code = input.location.municipalityDaneCode;
      if (!(await createMunicipalityRepository(db).exists(code))) {
        throw badRequest('Seleccione una ciudad de la lista.', [
          { path: 'location', message: 'Seleccione una ciudad de la lista.' },
        ]);
      }
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, input.email));
      if (taken) throw conflict('EMAIL_TAKEN', MESSAGES.emailTaken);

      const clientStatus = initialStatus(input);
      const passwordHash = await hasher.hash(input.password);
      const now = new Date();
      let userId: number;
      try {
        userId = await db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({
              email: input.email,
              passwordHash,
              clientType: input.clientType,
              clientStatus,
              legalPersonType: input.legalPersonType,
            })
            .returning({ id: users.id });
          const id = user!.id;
          if (
            input.urlRUT &&
            !(await createRutRepository(tx).claim(rutIdFromUrl(input.urlRUT), id))
          ) {
            throw new AppError(400, 'RUT_INVALID', MESSAGES.rutUnknown, [
              { path: 'urlRUT', message: MESSAGES.rutUnknown },
            ]);
          }
          await tx.insert(profiles).values({
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
          const [role] = await tx
            .select({ id: roles.id })
            .from(roles)
            .where(eq(roles.name, customerRole.name));
          if (!role)
            throw new AppError(500, 'INTERNAL_ERROR', `role ${customerRole.name} is missing`);
          await tx.insert(userRoles).values({ userId: id, roleId: role.id });
          return id;
        });
      } catch (err) {
        // Two registrations racing with one e-mail: the unique index decides.
        if (isUniqueViolation(err)) throw conflict('EMAIL_TAKEN', MESSAGES.emailTaken);
        throw err;
      }

      const config = await createConfigRepository(db).get();
      for (const mail of registrationMails(input, clientStatus, config)) await mailer.send(mail);

      const message =
        clientStatus === 'ACTIVE'
          ? `${MESSAGES.registrationSuccess} Ya puedes iniciar sesión.`
          : `${MESSAGES.registrationSuccess} Revisaremos tus datos y te avisaremos por correo cuando tu cuenta esté activa.`;
      return { id: userId, clientStatus, message };
    },
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;
