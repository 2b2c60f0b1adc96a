import {
  PERMISSION_DESCRIPTIONS,
  PERMISSION_LABELS,
  PERMISSIONS,
  RoleCreateSchema,
  type RoleCreate,
} from '@shop/shared';
import { CheckboxField } from '../../../components/ui/form/checkbox-field';
import { TextField } from '../../../components/ui/form/text-field';
import { DialogButtons } from '../../../components/ui/modal/dialog-buttons';
import { FormButtons } from '../../../components/ui/form-dialog/form-buttons';
import {
  useDialogForm,
  type DialogFormProps,
} from '../../../components/ui/form-dialog/use-dialog-form';
import type { RoleFormValues } from '../utils/role-changes';
import styles from './role-form.module.css';

const FIELDS = ['name', 'description', 'permissions'] as const;

type RoleFormProps = DialogFormProps<RoleFormValues, RoleCreate>;

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
    onSubmit,
    formState: { errors },
  } = useDialogForm({
    schema: RoleCreateSchema,
    defaultValues,
    onSave,
    fields: FIELDS,
    takenCode: 'ROLE_NAME_TAKEN',
  });

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
        <FormButtons submitLabel={submitLabel} isSending={isSending} onCancel={onCancel} />
      </DialogButtons>
    </form>
  );
}
