import {
  ProfileFormSchema,
  type Account,
  type ProfileForm,
  type ProfileFormInput,
  type ProfileUpdate,
} from '@shop/shared';

/** The form's top-level fields, where the server's issues are shown. */
export const PROFILE_FORM_FIELDS = ProfileFormSchema.keyof().options;

/** What the form shows for an account. */
export function toProfileFormInput({ profile, legalPersonType }: Account): ProfileFormInput {
  return {
    fullName: profile.fullName,
    contactPhone: profile.contactPhone,
    ...(legalPersonType ? { position: profile.position ?? '' } : {}),
    primaryAddress: profile.primaryAddress,
    secondaryAddress: profile.secondaryAddress ?? '',
    location: profile.location,
    dataTreatmentAuthorization: profile.dataTreatmentAuthorization,
    notificationAuthorization: profile.notificationAuthorization,
  };
}

/**
 * Only what differs from the stored account
 * (docs/architecture.md, "Contract: states and transitions"); empty when nothing changed.
 */
export function profileChanges({ profile }: Account, values: ProfileForm): ProfileUpdate {
  const changes: ProfileUpdate = {};
  if (values.fullName !== profile.fullName) changes.fullName = values.fullName;
  if (values.contactPhone !== profile.contactPhone) changes.contactPhone = values.contactPhone;
  if (values.position !== undefined && values.position !== (profile.position ?? '')) {
    changes.position = values.position;
  }
  if (values.primaryAddress !== profile.primaryAddress) {
    changes.primaryAddress = values.primaryAddress;
  }
  // The schema turns a blank secondary address into null, which clears it.
  if (values.secondaryAddress !== profile.secondaryAddress) {
    changes.secondaryAddress = values.secondaryAddress;
  }
  const code = values.location.municipalityDaneCode;
  if (code !== profile.location.municipalityDaneCode) {
    changes.location = { municipalityDaneCode: code };
  }
  if (values.dataTreatmentAuthorization !== profile.dataTreatmentAuthorization) {
    changes.dataTreatmentAuthorization = values.dataTreatmentAuthorization;
  }
  if (values.notificationAuthorization !== profile.notificationAuthorization) {
    changes.notificationAuthorization = values.notificationAuthorization;
  }
  return changes;
}
