import { FormProvider, useFieldArray } from 'react-hook-form';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import {
  CONTENT_SECTION_LABELS,
  ContentCreateSchema,
  sectionLabel,
  type ContentCreate,
} from '@shop/shared';
import { Button, buttonClassName } from '../../../components/ui/button/button';
import { TextField } from '../../../components/ui/form/text-field';
import { useDialogForm } from '../../../components/ui/form-dialog/use-dialog-form';
import { paths } from '../../../config/paths';
import { emptyGroup, type SectionFormValues } from '../utils/section-form';
import { GroupFields } from './group-fields';
import styles from './section-editor.module.css';

const NAME_HELP = `La tienda muestra las secciones llamadas ${Object.entries(CONTENT_SECTION_LABELS)
  .map(([name, label]) => `'${name}' (${label})`)
  .join(', ')}.`;
/** The field shows the stored (English) name; the help ties it to the Spanish label staff read. */
const storefrontNameHelp = (name: string) =>
  `Nombre interno de «${sectionLabel(name)}». La tienda busca esta sección por su nombre, así que el nombre no se cambia; sus grupos y elementos sí.`;

interface SectionEditorProps {
  defaultValues: SectionFormValues;
  submitLabel: string;
  /** The storefront reads this section by its name, so the name stays as it is (the server agrees). */
  storefrontName?: boolean;
  isSending: boolean;
  /** Sends the checked values; rejects with the server's error for the form to place. */
  onSave: (values: ContentCreate) => Promise<unknown>;
}

/**
 * A section's name and its ordered groups of ordered items. The first cannot go up and the last
 * cannot go down; the groups and items are saved in the order shown.
 */
export function SectionEditor({
  defaultValues,
  submitLabel,
  storefrontName = false,
  isSending,
  onSave,
}: SectionEditorProps) {
  const { onSubmit, ...form } = useDialogForm<SectionFormValues, ContentCreate>({
    schema: ContentCreateSchema,
    defaultValues,
    onSave,
    fields: ['name', 'content'],
    takenCode: 'CONTENT_NAME_TAKEN',
  });
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const groups = useFieldArray({ control, name: 'content' });
  const groupsError = errors.content?.root?.message ?? errors.content?.message;

  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <TextField
          label="Nombre de la sección"
          autoComplete="off"
          maxLength={80}
          help={storefrontName ? storefrontNameHelp(defaultValues.name) : NAME_HELP}
          error={errors.name?.message}
          readOnly={storefrontName}
          disabled={isSending}
          {...register('name')}
        />
        <div className={styles.groupsHead}>
          <h2 className={styles.groupsTitle}>Grupos</h2>
          {groupsError ? (
            <p className={styles.error} role="alert">
              {groupsError}
            </p>
          ) : null}
        </div>
        <ol className={styles.groups}>
          {groups.fields.map((field, index) => (
            <GroupFields
              key={field.id}
              index={index}
              count={groups.fields.length}
              disabled={isSending}
              onMove={groups.move}
              onRemove={groups.remove}
            />
          ))}
        </ol>
        <Button
          variant="secondary"
          className={styles.addGroup}
          icon={<Plus size={18} aria-hidden="true" />}
          disabled={isSending}
          onClick={() => groups.append(emptyGroup())}
        >
          Agregar grupo
        </Button>
        <div className={styles.submit}>
          <Link
            to={paths.dashboardContents.getHref()}
            className={buttonClassName({ variant: 'secondary' })}
          >
            Cancelar
          </Link>
          <Button type="submit" isLoading={isSending}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
