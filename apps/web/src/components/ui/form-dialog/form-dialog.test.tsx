import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useUnsavedChanges } from '../unsaved-changes/use-unsaved-changes';
import { FormDialog } from './form-dialog';

function NameForm({ onCancel }: { onCancel: () => void }) {
  const [name, setName] = useState('');
  useUnsavedChanges(name !== '');
  return (
    <form>
      <label>
        Nombre
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <button type="button" onClick={onCancel}>
        Cancelar
      </button>
    </form>
  );
}

function Screen() {
  const [target, setTarget] = useState<'new' | null>('new');
  return (
    <>
      <FormDialog target={target} title="Crear marca" onClose={() => setTarget(null)}>
        {(_, close) => <NameForm onCancel={close} />}
      </FormDialog>
      {target === null ? <p>Cerrado</p> : null}
    </>
  );
}

describe('FormDialog', () => {
  it('closes a form without changes at once', async () => {
    render(<Screen />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('Cerrado')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before closing unsaved changes: staying keeps them, "Cerrar sin guardar" drops them', async () => {
    render(<Screen />);
    await userEvent.type(screen.getByLabelText('Nombre'), 'Ubiquiti');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    const question = await screen.findByRole('dialog', { name: 'Cambios sin guardar' });
    expect(question).toHaveTextContent('Tiene cambios sin guardar. ¿Desea cerrar sin guardarlos?');
    await userEvent.click(screen.getByRole('button', { name: 'Seguir editando' }));
    expect(screen.queryByRole('dialog', { name: 'Cambios sin guardar' })).toBeNull();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ubiquiti');

    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar sin guardar' }));
    expect(await screen.findByText('Cerrado')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
