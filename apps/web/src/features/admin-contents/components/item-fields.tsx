import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Controller, useFormContext } from 'react-hook-form';
import { IconButton } from '../../../components/ui/button/icon-button';
import { TextField } from '../../../components/ui/form/text-field';
import { ImagePickerField } from '../../../components/ui/image-picker/image-picker-field';
import type { SectionFormValues } from '../utils/section-form';
import styles from './section-editor.module.css';

interface ItemFieldsProps {
  group: number;
  index: number;
  count: number;
  disabled: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** One item of a group: name, description, image and link, with its move and remove buttons. */
export function ItemFields({ group, index, count, disabled, onMove, onRemove }: ItemFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<SectionFormValues>();
  const error = errors.content?.[group]?.contents?.[index];
  const path = `content.${group}.contents.${index}` as const;
  const label = `elemento ${index + 1} del grupo ${group + 1}`;
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <span className={styles.itemTitle}>Elemento {index + 1}</span>
        <div className={styles.tools}>
          <IconButton
            label={`Subir el ${label}`}
            icon={<ArrowUp size={16} aria-hidden="true" />}
            disabled={disabled || index === 0}
            onClick={() => onMove(index, index - 1)}
          />
          <IconButton
            label={`Bajar el ${label}`}
            icon={<ArrowDown size={16} aria-hidden="true" />}
            disabled={disabled || index === count - 1}
            onClick={() => onMove(index, index + 1)}
          />
          <IconButton
            label={`Quitar el ${label}`}
            icon={<Trash2 size={16} aria-hidden="true" />}
            disabled={disabled}
            onClick={() => onRemove(index)}
          />
        </div>
      </div>
      <div className={styles.itemGrid}>
        <TextField
          label="Nombre"
          autoComplete="off"
          maxLength={120}
          error={error?.name?.message}
          disabled={disabled}
          {...register(`${path}.name`)}
        />
        <TextField
          label="Descripción (opcional)"
          autoComplete="off"
          maxLength={300}
          error={error?.description?.message}
          disabled={disabled}
          {...register(`${path}.description`)}
        />
        <TextField
          label="Enlace"
          autoComplete="off"
          placeholder="/categories/1/routers"
          error={error?.url?.message}
          disabled={disabled}
          {...register(`${path}.url`)}
        />
        <div className={styles.itemImage}>
          <Controller
            control={control}
            name={`${path}.image`}
            render={({ field }) => (
              <ImagePickerField
                label="Imagen"
                optional
                help="Opcional: elija una imagen de la biblioteca o suba una nueva."
                value={field.value ?? ''}
                onChange={field.onChange}
                error={error?.image?.message}
                disabled={disabled}
              />
            )}
          />
        </div>
      </div>
    </li>
  );
}
