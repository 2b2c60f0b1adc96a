import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import {
  COMPANY_ROLE_DESCRIPTIONS,
  COMPANY_ROLE_LABELS,
  COMPANY_ROLES,
  CompanyInvitationInputSchema,
  COMPANY_MESSAGES,
} from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { Notice } from '../../../components/ui/notice/notice';
import { TextField } from '../../../components/ui/form/text-field';
import { clientErrorMessage, isApiError } from '../../../lib/api-client';
import type { Viewer } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { useInviteMember } from '../api/invite-member';
import { COMPANY_PAGE_MESSAGES } from '../utils/messages';
import styles from './company-people.module.css';

/** 'Invitar integrante': an e-mail and the role, each role with what it lets the person do. */
export function InviteForm({ viewer }: { viewer: Viewer }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(CompanyInvitationInputSchema),
    defaultValues: { email: '', role: 'COMPRADOR' as const },
  });
  const invite = useInviteMember(viewer);
  // Kept on the page: the administrator must still get the shop to configure its mail.
  const [mailOff, setMailOff] = useState(false);

  const onSubmit = handleSubmit(
    (values) =>
      invite.mutate(values, {
        onSuccess: ({ mailed }) => {
          setMailOff(!mailed);
          if (mailed) toast.success(COMPANY_PAGE_MESSAGES.invited);
          else toast.warning(COMPANY_MESSAGES.invitationMailOff);
          reset();
        },
        onError: (error) => {
          // An e-mail with an account, or one already invited: the reason belongs to the field.
          if (isApiError(error) && error.status === 409) {
            setError('email', { message: error.message }, { shouldFocus: true });
          }
          toast.error(clientErrorMessage(error, COMPANY_PAGE_MESSAGES.inviteFailed));
        },
      }),
    (invalid) =>
      toast.error(invalid.email?.message ?? COMPANY_MESSAGES.inviteIncomplete, {
        toastId: 'invite-invalid',
      }),
  );

  return (
    <form
      className={styles.inviteForm}
      noValidate
      aria-label="Invitar integrante"
      onSubmit={onSubmit}
    >
      <TextField
        label="Correo electrónico de la persona"
        type="email"
        autoComplete="off"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <fieldset className={styles.roles} disabled={invite.isPending}>
        <legend className={styles.rolesLegend}>Rol en la empresa</legend>
        {COMPANY_ROLES.map((role) => (
          <label key={role} className={styles.roleOption}>
            <input type="radio" value={role} {...register('role')} />
            <span>
              <span className={styles.roleName}>{COMPANY_ROLE_LABELS[role]}</span>
              <span className={styles.roleDescription}>{COMPANY_ROLE_DESCRIPTIONS[role]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {mailOff ? <Notice tone="danger">{COMPANY_MESSAGES.invitationMailOff}</Notice> : null}
      <div>
        <Button
          type="submit"
          icon={<Send size={16} aria-hidden="true" />}
          isLoading={invite.isPending}
        >
          Enviar invitación
        </Button>
      </div>
    </form>
  );
}
