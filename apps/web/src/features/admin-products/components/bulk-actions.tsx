import { useState, type FormEvent } from 'react';
import { Eye, EyeOff, FolderInput, X } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { bulkUpdatedMessage, PRODUCT_ADMIN_MESSAGES, type ProductBulkChange } from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { SelectField } from '../../../components/ui/form/select-field';
import { RecordOptions } from '../../../components/ui/form/record-options';
import { DialogButtons } from '../../../components/ui/modal/dialog-buttons';
import { Modal } from '../../../components/ui/modal/modal';
import { clientErrorMessage } from '../../../lib/api-client';
import { useBulkUpdateProducts } from '../api/bulk-update-products';
import { useCategoryOptions } from '../api/get-product-options';
import { categoryChoices } from '../utils/product-filters';
import styles from './bulk-actions.module.css';

interface BulkActionsProps {
  ids: readonly number[];
  /** After a change went through: the selection is spent. */
  onDone: () => void;
}

/**
 * What staff do to several products at once: mark them available or not, or move them to another
 * category. Shown while some rows are ticked.
 */
export function BulkActions({ ids, onDone }: BulkActionsProps) {
  const update = useBulkUpdateProducts();
  const [choosing, setChoosing] = useState(false);

  const send = (change: ProductBulkChange['change']) =>
    update.mutate(
      { ids: [...ids], change },
      {
        onSuccess: ({ updated }) => {
          if (updated > 0) toast.success(bulkUpdatedMessage(updated));
          else toast.info(PRODUCT_ADMIN_MESSAGES.bulkNothingChanged);
          setChoosing(false);
          onDone();
        },
        onError: (error) =>
          toast.error(clientErrorMessage(error, PRODUCT_ADMIN_MESSAGES.bulkFailed)),
      },
    );

  if (ids.length === 0) return null;
  return (
    <div className={styles.bar} role="region" aria-label="Acciones con los productos seleccionados">
      <p className={styles.count} aria-live="polite">
        {ids.length === 1 ? '1 producto seleccionado' : `${ids.length} productos seleccionados`}
      </p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          icon={<EyeOff size={16} aria-hidden="true" />}
          disabled={update.isPending}
          onClick={() => send({ available: false })}
        >
          Marcar no disponibles
        </Button>
        <Button
          variant="secondary"
          icon={<Eye size={16} aria-hidden="true" />}
          disabled={update.isPending}
          onClick={() => send({ available: true })}
        >
          Marcar disponibles
        </Button>
        <Button
          variant="secondary"
          icon={<FolderInput size={16} aria-hidden="true" />}
          disabled={update.isPending}
          onClick={() => setChoosing(true)}
        >
          Cambiar categoría
        </Button>
        <Button variant="ghost" icon={<X size={16} aria-hidden="true" />} onClick={onDone}>
          Quitar selección
        </Button>
      </div>
      <Modal
        open={choosing}
        onClose={() => !update.isPending && setChoosing(false)}
        title="Cambiar categoría"
        size="sm"
      >
        <CategoryForm
          count={ids.length}
          isSending={update.isPending}
          onCancel={() => setChoosing(false)}
          onSubmit={(categories) => send({ categories })}
        />
      </Modal>
    </div>
  );
}

function CategoryForm({
  count,
  isSending,
  onCancel,
  onSubmit,
}: {
  count: number;
  isSending: boolean;
  onCancel: () => void;
  onSubmit: (categories: number[]) => void;
}) {
  const choices = categoryChoices(
    useCategoryOptions(1).data ?? [],
    useCategoryOptions(2).data ?? [],
  );
  const [chosen, setChosen] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const choice = choices.find((c) => String(c.id) === chosen);
    if (choice) onSubmit(choice.categories);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p>
        {count === 1
          ? 'El producto seleccionado pasa a la categoría que elija.'
          : `Los ${count} productos seleccionados pasan a la categoría que elija.`}
      </p>
      <SelectField
        label="Nueva categoría"
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        disabled={isSending}
      >
        <option value="">Seleccione una categoría</option>
        <RecordOptions records={choices} label={(choice) => choice.label} />
      </SelectField>
      <DialogButtons>
        <Button variant="secondary" onClick={onCancel} disabled={isSending}>
          Cancelar
        </Button>
        <Button type="submit" isLoading={isSending} disabled={!chosen}>
          Cambiar categoría
        </Button>
      </DialogButtons>
    </form>
  );
}
