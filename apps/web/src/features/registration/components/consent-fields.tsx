import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button/button';
import { CheckboxField } from '../../../components/ui/form/checkbox-field';
import layout from '../../../components/ui/form/form-layout.module.css';
import styles from './registration-form.module.css';

export type PolicyLink = 'terms' | 'privacy';

const DATA_TREATMENT_LABEL =
  'Autorizo el tratamiento de mis datos personales conforme a la Ley 1581 de 2012 y la Política de Privacidad';

interface ConsentFieldsProps {
  dataTreatment: UseFormRegisterReturn;
  notification: UseFormRegisterReturn;
  dataTreatmentError?: string | undefined;
  onOpenPolicy: (section: PolicyLink) => void;
}

/** Ley 1581 de 2012: the data-treatment authorization is required, marketing mail is optional. */
export function ConsentFields({
  dataTreatment,
  notification,
  dataTreatmentError,
  onOpenPolicy,
}: ConsentFieldsProps) {
  return (
    <div className={layout.consents}>
      <CheckboxField label={DATA_TREATMENT_LABEL} error={dataTreatmentError} {...dataTreatment} />
      <CheckboxField
        label="Acepto recibir notificaciones y comunicaciones comerciales por correo"
        {...notification}
      />
      <p className={styles.policies}>
        Consulta la{' '}
        <Button variant="link" onClick={() => onOpenPolicy('privacy')}>
          Política de Privacidad
        </Button>{' '}
        y los{' '}
        <Button variant="link" onClick={() => onOpenPolicy('terms')}>
          Términos y Condiciones
        </Button>
        .
      </p>
    </div>
  );
}
