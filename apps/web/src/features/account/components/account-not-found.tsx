import { NotFoundState } from '../../../components/errors/not-found-state';

/** A /user/{id} page for an id that is not a user the visitor may see (or not a number at all). */
export function AccountNotFound({ message = 'No encontramos la cuenta solicitada.' }) {
  return (
    <NotFoundState
      title="Cuenta no encontrada"
      message={message}
      hint="Revise la dirección o entre a «Mi cuenta» desde el menú Configuración."
    />
  );
}
