import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../../components/ui/button/button';
import { IconButton } from '../../../components/ui/button/icon-button';
import { CheckboxField } from '../../../components/ui/form/checkbox-field';
import { TextField } from '../../../components/ui/form/text-field';
import { emptyItem, type SectionFormValues } from '../utils/section-form';
import { ItemFields } from './item-fields';
import styles from './section-editor.module.css';

interface GroupFieldsProps {
  index: number;
  count: number;
  disabled: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** One group: its name, whether it stands out, and its ordered items. */
export function GroupFields({ index, count, disabled, onMove, onRemove }: GroupFieldsProps) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<SectionFormValues>();
  const items = useFieldArray({ control, name: `content.${index}.contents` });
  const error = errors.content?.[index];
  const label = `grupo ${index + 1}`;
  return (
    <li className={styles.group}>
      <fieldset className={styles.groupBox} disabled={disabled}>
        <legend className={styles.legend}>Grupo {index + 1}</legend>
        <div className={styles.groupHead}>
          <TextField
            label="Nombre del grupo"
            autoComplete="off"
            maxLength={120}
            fieldClassName={styles.groupName}
            error={error?.name?.message}
            {...register(`content.${index}.name`)}
          />
          <div className={styles.tools}>
            <IconButton
              label={`Subir el ${label}`}
              icon={<ArrowUp size={18} aria-hidden="true" />}
              disabled={index === 0}
              onClick={() => onMove(index, index - 1)}
            />
            <IconButton
              label={`Bajar el ${label}`}
              icon={<ArrowDown size={18} aria-hidden="true" />}
              disabled={index === count - 1}
              onClick={() => onMove(index, index + 1)}
            />
            <IconButton
              label={`Quitar el ${label}`}
              icon={<Trash2 size={18} aria-hidden="true" />}
              onClick={() => onRemove(index)}
            />
          </div>
        </div>
        <CheckboxField
          label="Destacado (se muestra resaltado en la tienda)"
          {...register(`content.${index}.isHighlighted`)}
        />
        {items.fields.length ? (
          <ol className={styles.items}>
            {items.fields.map((field, item) => (
              <ItemFields
                key={field.id}
                group={index}
                index={item}
                count={items.fields.length}
                disabled={disabled}
                onMove={items.move}
                onRemove={items.remove}
              />
            ))}
          </ol>
        ) : (
          <p className={styles.faded}>Este grupo no tiene elementos: la tienda no lo muestra.</p>
        )}
        <Button
          variant="secondary"
          className={styles.add}
          icon={<Plus size={16} aria-hidden="true" />}
          onClick={() => items.append(emptyItem())}
        >
          Agregar elemento<span className="visually-hidden"> al {label}</span>
        </Button>
      </fieldset>
    </li>
  );
}
