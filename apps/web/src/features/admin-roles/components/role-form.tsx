import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PERMISSION_DESCRIPTIONS,
  PERMISSION_LABELS,
  PERMISSIONS,
  RoleCreateSchema,
  type RoleCreate,
} from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { CheckboxField } from '../../../components/ui/form/checkbox-field';
import { TextField } from '../../../components/ui/form/text-field';
import { DialogButtons } from '../../../components/ui/modal/dialog-buttons';
import { useSingleSubmit } from '../../../hooks/use-single-submit';
import { showSaveError } from '../../../lib/form-errors';
import type { RoleFormValues } from '../utils/role-changes';
import styles from './role-form.module.css';

const FIELDS = ['name', 'description', 'permissions'] as const;

interface RoleFormProps {
  defaultValues: RoleFormValues;
  submitLabel: string;
  isSending: boolean;
  /** Sends the checked values; rejects with the server's error for the form to place. */
  onSave: (values: RoleCreate) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * Name, description and the permissions from the fixed list of the spec, each with what it allows.
 * A blank name is refused with a message beside the field (the spec only blocked it silently).
 */
export function RoleForm({
  defaultValues,
  submitLabel,
  isSending,
  onSave,
  onCancel,
}: RoleFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(RoleCreateSchema),
    defaultValues,
  });

  const save = useSingleSubmit(onSave, (error) =>
    showSaveError(error, 'ROLE_NAME_TAKEN', FIELDS, setError),
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(save)(event);

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <TextField
        label="Nombre"
        autoComplete="off"
        maxLength={80}
        error={errors.name?.message}
        disabled={isSending}
        {...register('name')}
      />
      <TextField
        label="Descripción"
        autoComplete="off"
        maxLength={300}
        help="Para qué sirve el rol, en una línea (opcional)."
        error={errors.description?.message}
        disabled={isSending}
        {...register('description')}
      />
      <fieldset className={styles.permissions} disabled={isSending}>
        <legend className={styles.legend}>Permisos</legend>
        {errors.permissions?.message ? (
          <p className={styles.error}>{errors.permissions.message}</p>
        ) : null}
        <div className={styles.grid}>
          {PERMISSIONS.map((permission) => (
            <CheckboxField
              key={permission}
              value={permission}
              label={
                <span className={styles.permission}>
                  <span className={styles.permissionName}>{PERMISSION_LABELS[permission]}</span>
                  <span className={styles.permissionText}>
                    {PERMISSION_DESCRIPTIONS[permission]}
                  </span>
                </span>
              }
              {...register('permissions')}
            />
          ))}
        </div>
      </fieldset>
      <DialogButtons>
        <Button variant="secondary" onClick={onCancel} disabled={isSending}>
          Cancelar
        </Button>
        <Button type="submit" isLoading={isSending}>
          {submitLabel}
        </Button>
      </DialogButtons>
    </form>
  );
}
