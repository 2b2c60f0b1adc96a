import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  ChangePasswordFormSchema,
  PasswordRecoveryFormSchema,
  ProfileUpdateSchema,
} from './account';
import { PASSWORD_POLICY } from './fields';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('PasswordRecoveryFormSchema', () => {
  it('asks for a password in each empty field and for equal passwords', () => {
    const empty = PasswordRecoveryFormSchema.safeParse({ password: '', confirmation: '' });
    // A form shows the first issue of each field.
    const first = (field: string) => empty.error?.issues.find((i) => i.path[0] === field)?.message;
    expect(first('password')).toBe(ACCOUNT_MESSAGES.passwordRequired);
    expect(first('confirmation')).toBe(ACCOUNT_MESSAGES.passwordRequired);
    const different = PasswordRecoveryFormSchema.safeParse({
      password: 'Segura2026',
      confirmation: 'Segura2027',
    });
    expect(different.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmation'], message: 'La contraseña es diferente.' }),
    ]);
    expect(
      PasswordRecoveryFormSchema.safeParse({ password: 'Segura2026', confirmation: 'Segura2026' })
        .success,
    ).toBe(true);
  });

  it('states the policy for a weak password', () => {
    const weak = PasswordRecoveryFormSchema.safeParse({ password: 'corta', confirmation: 'corta' });
    expect(messages(weak)).toContain(PASSWORD_POLICY);
  });
});

describe('ChangePasswordFormSchema', () => {
  it('puts a mismatch on the confirmation field', () => {
    const result = ChangePasswordFormSchema.safeParse({
      oldPassword: 'Anterior2025',
      newPassword: 'Nueva2026x',
      confirmation: 'Nueva2026y',
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['confirmation'],
        message: ACCOUNT_MESSAGES.passwordMismatch,
      }),
    ]);
  });
});

describe('ProfileUpdateSchema', () => {
  it('names a field the profile may not change instead of dropping it', () => {
    expect(messages(ProfileUpdateSchema.safeParse({ urlRUT: '/x' }))).toEqual([
      `El campo «RUT» no se puede cambiar desde el perfil. ${ACCOUNT_MESSAGES.lockedField}`,
    ]);
    expect(messages(ProfileUpdateSchema.safeParse({ comments: 'x' }))).toEqual([
      'El campo «Comentarios» no se puede cambiar desde el perfil.',
    ]);
  });

  it('turns a blank secondary address into null and keeps other fields trimmed', () => {
    expect(
      ProfileUpdateSchema.parse({ secondaryAddress: ' ', primaryAddress: ' Calle 80 # 10-20 ' }),
    ).toEqual({ secondaryAddress: null, primaryAddress: 'Calle 80 # 10-20' });
  });
});
