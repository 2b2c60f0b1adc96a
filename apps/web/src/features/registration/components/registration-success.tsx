import { useEffect, useRef } from 'react';
import { CircleCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button/button';
import type { RegistrationResponse } from '@shop/shared';
import styles from './registration-form.module.css';

interface RegistrationSuccessProps {
  result: RegistrationResponse;
  onDone: () => void;
}

/** What happens next, by account status: companies wait for an administrator (PENDING). */
export function RegistrationSuccess({ result, onDone }: RegistrationSuccessProps) {
  const pending = result.clientStatus === 'PENDING';
  const titleRef = useRef<HTMLHeadingElement>(null);

  // The form that had focus is gone; start reading from the outcome.
  useEffect(() => titleRef.current?.focus(), []);

  return (
    <div className={styles.success}>
      <CircleCheck className={styles.successIcon} size={48} />
      <h3 ref={titleRef} tabIndex={-1} className={styles.successTitle}>
        {pending ? 'Solicitud recibida' : 'Su cuenta ya está activa'}
      </h3>
      {pending ? (
        <p>
          Revisaremos los datos de su cuenta y su RUT. Mientras tanto su cuenta queda pendiente de
          aprobación: le avisaremos por correo cuando un administrador la active y entonces podrá
          iniciar sesión, ver precios y cotizar.
        </p>
      ) : (
        <p>Puede iniciar sesión con su correo y su contraseña.</p>
      )}
      <Button onClick={onDone}>Entendido</Button>
    </div>
  );
}
