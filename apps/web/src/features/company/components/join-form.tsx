import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AcceptInvitationInputSchema,
  COMPANY_MESSAGES,
  PASSWORD_POLICY,
  type SessionResponse,
} from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { ConsentFields } from '../../../components/ui/form/consent-fields';
import { TextField } from '../../../components/ui/form/text-field';
import { clientErrorMessage } from '../../../lib/api-client';
import { fieldMessage, showServerIssues } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useAcceptInvitation } from '../api/accept-invitation';
import { COMPANY_PAGE_MESSAGES } from '../utils/messages';
import layout from '../../../components/ui/form/form-layout.module.css';
import styles from './join-company.module.css';

// The token comes from the link, not from a field.
const JoinFormSchema = AcceptInvitationInputSchema.omit({ token: true });
const FIELDS = [
  'fullName',
  'identificationNumber',
  'contactPhone',
  'position',
  'password',
  'dataTreatmentAuthorization',
] as const;

interface JoinFormProps {
  token: string;
  onJoined: (session: SessionResponse) => void;
}

/** Who the invited person is and the password they will sign in with. */
export function JoinForm({ token, onJoined }: JoinFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(JoinFormSchema),
    defaultValues: {
      fullName: '',
      identificationNumber: '',
      contactPhone: '',
      position: '',
      password: '',
    },
  });
  const accept = useAcceptInvitation();

  const onSubmit = handleSubmit(
    (values) =>
      accept.mutate(
        { ...values, token },
        {
          onSuccess: onJoined,
          onError: (error) => {
            showServerIssues(error, FIELDS, setError);
            toast.error(clientErrorMessage(error, COMPANY_PAGE_MESSAGES.joinFailed));
          },
        },
      ),
    (invalid) => {
      const messages = FIELDS.map((field) => invalid[field]?.message);
      const missing = messages.includes(COMPANY_MESSAGES.acceptIncomplete);
      const first = messages.find(Boolean);
      toast.error(missing || !first ? COMPANY_MESSAGES.acceptIncomplete : first, {
        toastId: 'join-invalid',
      });
    },
  );

  return (
    <form className={layout.form} noValidate aria-label="Unirse a la empresa" onSubmit={onSubmit}>
      <fieldset className={layout.section} disabled={accept.isPending}>
        <legend className={layout.legend}>Sus datos</legend>
        <div className={layout.grid}>
          <TextField
            label="Nombre completo"
            autoComplete="name"
            error={fieldMessage(errors.fullName)}
            {...register('fullName')}
          />
          <TextField
            label="Documento de identidad"
            inputMode="numeric"
            autoComplete="off"
            maxLength={15}
            error={fieldMessage(errors.identificationNumber)}
            {...register('identificationNumber')}
          />
          <TextField
            label="Teléfono de contacto"
            type="tel"
            autoComplete="tel"
            error={fieldMessage(errors.contactPhone)}
            {...register('contactPhone')}
          />
          <TextField
            label="Cargo"
            autoComplete="organization-title"
            error={fieldMessage(errors.position)}
            {...register('position')}
          />
          <TextField
            label="Contraseña"
            type="password"
            autoComplete="new-password"
            help={PASSWORD_POLICY}
            error={fieldMessage(errors.password)}
            {...register('password')}
          />
        </div>
      </fieldset>
      <ConsentFields
        dataTreatment={register('dataTreatmentAuthorization')}
        dataTreatmentError={fieldMessage(errors.dataTreatmentAuthorization)}
      />
      <Button type="submit" size="lg" className={styles.submit} isLoading={accept.isPending}>
        Unirme a la empresa
      </Button>
    </form>
  );
}
