import { Button } from '../button/button';

/** 'Cancelar' and the form's submit, which shows the form is being sent. */
export function FormButtons({
  submitLabel,
  isSending,
  onCancel,
}: {
  submitLabel: string;
  isSending: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={isSending}>
        Cancelar
      </Button>
      <Button type="submit" isLoading={isSending}>
        {submitLabel}
      </Button>
    </>
  );
}
