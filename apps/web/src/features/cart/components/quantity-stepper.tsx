import { useId, useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import { CartItemInputSchema, MAX_QUANTITY } from '@shop/shared';
import { IconButton } from '../../../components/ui/button/icon-button';
import styles from './quantity-stepper.module.css';

interface QuantityStepperProps {
  quantity: number;
  /** The units in stock: '+' stops there (the server adds no more than those either). */
  max: number;
  /** The product, for the box's accessible name ('Cantidad de …'). */
  productName: string;
  busy: boolean;
  /** Changes after every answer (even a refusal), so the box shows the cart's real quantity. */
  resetKey: number;
  onDecrement: () => void;
  onIncrement: () => void;
  /** A typed quantity, already checked to be a whole number from 1 to 10.000. */
  onSet: (quantity: number) => void;
  /** A typed value the cart refuses, with the shared rule's message. */
  onInvalid: (message: string) => void;
}

/** − / quantity / +: the buttons move one unit; the box takes a typed quantity on Enter or blur. */
export function QuantityStepper({
  quantity,
  max,
  productName,
  busy,
  resetKey,
  onDecrement,
  onIncrement,
  onSet,
  onInvalid,
}: QuantityStepperProps) {
  return (
    <div className={styles.stepper} aria-busy={busy || undefined}>
      <IconButton
        label="Disminuir cantidad"
        icon={<Minus size={16} />}
        className={styles.button}
        // Decrementing only acts above 1; 'Eliminar' takes the line out (docs/architecture.md,
        // "Contract: states and transitions").
        disabled={busy || quantity <= 1}
        onClick={onDecrement}
      />
      <QuantityInput
        quantity={quantity}
        max={max}
        resetKey={resetKey}
        productName={productName}
        busy={busy}
        onSet={onSet}
        onInvalid={onInvalid}
      />
      <IconButton
        label="Aumentar cantidad"
        icon={<Plus size={16} />}
        className={styles.button}
        disabled={busy || quantity >= Math.min(max, MAX_QUANTITY)}
        onClick={onIncrement}
      />
    </div>
  );
}

type QuantityInputProps = Pick<
  QuantityStepperProps,
  'quantity' | 'max' | 'productName' | 'busy' | 'resetKey' | 'onSet' | 'onInvalid'
>;

/**
 * The typed quantity. It sends at most one change per answer: a new answer (`quantity` and
 * `resetKey`) puts the cart's quantity back in the box, keeping the focus where it is.
 */
function QuantityInput({
  quantity,
  max,
  productName,
  busy,
  resetKey,
  onSet,
  onInvalid,
}: QuantityInputProps) {
  const id = useId();
  const answer = `${quantity}:${resetKey}`;
  const [draft, setDraft] = useState(String(quantity));
  const [shownAnswer, setShownAnswer] = useState(answer);
  const [sentFor, setSentFor] = useState<string | null>(null);
  if (shownAnswer !== answer) {
    setShownAnswer(answer);
    setDraft(String(quantity));
  }

  const commit = () => {
    if (busy || sentFor === answer) return;
    const typed = draft.trim();
    const checked = CartItemInputSchema.shape.quantity.safeParse(typed ? Number(typed) : NaN);
    if (!checked.success) {
      setDraft(String(quantity));
      onInvalid(checked.error.issues[0]?.message ?? '');
    } else if (checked.data !== quantity) {
      setSentFor(answer);
      onSet(checked.data);
    }
  };

  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        Cantidad de {productName}
      </label>
      <input
        id={id}
        className={styles.input}
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, Math.min(max, MAX_QUANTITY))}
        step={1}
        value={draft}
        readOnly={busy}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
    </>
  );
}
