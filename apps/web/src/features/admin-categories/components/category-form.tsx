import { useWatch } from 'react-hook-form';
import { CategoryCreateSchema, type CategoryAdmin, type CategoryCreate } from '@shop/shared';
import { FormButtons } from '../../../components/ui/form-dialog/form-buttons';
import {
  useDialogForm,
  type DialogFormProps,
} from '../../../components/ui/form-dialog/use-dialog-form';
import { SelectField } from '../../../components/ui/form/select-field';
import { RecordOptions } from '../../../components/ui/form/record-options';
import { TextField } from '../../../components/ui/form/text-field';
import styles from './category-form.module.css';

const FIELDS = ['name', 'level', 'parentCategoryId'] as const;

interface CategoryFormProps extends Pick<
  DialogFormProps<unknown, CategoryCreate>,
  'isSending' | 'onSave' | 'onCancel'
> {
  /** The level-1 categories a level-2 one may hang from. */
  parents: readonly CategoryAdmin[];
}

const toId = (value: unknown) => (value === '' || value == null ? null : Number(value));

/**
 * Name, level (1 or 2) and, for level 2 only, the level-1 parent
 * (docs/architecture.md, "Contract: validation and messages").
 */
export function CategoryForm({ parents, isSending, onSave, onCancel }: CategoryFormProps) {
  const {
    register,
    setValue,
    control,
    onSubmit,
    formState: { errors },
  } = useDialogForm({
    schema: CategoryCreateSchema,
    defaultValues: { name: '', level: 1, parentCategoryId: null },
    onSave,
    fields: FIELDS,
    takenCode: 'CATEGORY_NAME_TAKEN',
  });
  const isLevel1 = useWatch({ control, name: 'level' }) === 1;
  const level = register('level', { setValueAs: Number });

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
      <SelectField
        label="Nivel"
        error={errors.level?.message}
        disabled={isSending}
        {...level}
        onChange={(event) => {
          void level.onChange(event);
          if (event.target.value === '1') setValue('parentCategoryId', null);
        }}
      >
        <option value="1">Nivel 1 (categoría)</option>
        <option value="2">Nivel 2 (subcategoría)</option>
      </SelectField>
      <SelectField
        label="Categoría padre"
        help={
          isLevel1
            ? 'Las categorías de nivel 1 no tienen categoría padre.'
            : 'Obligatoria para una subcategoría de nivel 2.'
        }
        error={errors.parentCategoryId?.message}
        disabled={isSending || isLevel1}
        {...register('parentCategoryId', { setValueAs: toId })}
      >
        <option value="">Seleccione una categoría de nivel 1</option>
        <RecordOptions records={parents} label={(parent) => parent.name} />
      </SelectField>
      <div className={styles.buttons}>
        <FormButtons submitLabel="Crear categoría" isSending={isSending} onCancel={onCancel} />
      </div>
    </form>
  );
}
