import type { UseFormRegisterReturn } from 'react-hook-form';
import { usePolicyOpener } from '../../layouts/policy-opener';
import { Button } from '../button/button';
import { CheckboxField } from './checkbox-field';
import layout from './form-layout.module.css';

const DATA_TREATMENT_LABEL =
  'Autorizo el tratamiento de mis datos personales conforme a la Ley 1581 de 2012 y la Política de Privacidad';

interface ConsentFieldsProps {
  dataTreatment: UseFormRegisterReturn;
  /** Absent where the form offers no marketing mail (joining a company). */
  notification?: UseFormRegisterReturn;
  dataTreatmentError?: string | undefined;
}

/** Ley 1581 de 2012: the data-treatment authorization is required, marketing mail is optional. */
export function ConsentFields({
  dataTreatment,
  notification,
  dataTreatmentError,
}: ConsentFieldsProps) {
  const openPolicy = usePolicyOpener();
  return (
    <div className={layout.consents}>
      <CheckboxField label={DATA_TREATMENT_LABEL} error={dataTreatmentError} {...dataTreatment} />
      {notification ? (
        <CheckboxField
          label="Acepto recibir notificaciones y comunicaciones comerciales por correo"
          {...notification}
        />
      ) : null}
      <p className={layout.policies}>
        Consulte la{' '}
        <Button variant="link" onClick={() => openPolicy('privacy')}>
          Política de Privacidad
        </Button>{' '}
        y los{' '}
        <Button variant="link" onClick={() => openPolicy('terms')}>
          Términos y Condiciones
        </Button>
        .
      </p>
    </div>
  );
}
