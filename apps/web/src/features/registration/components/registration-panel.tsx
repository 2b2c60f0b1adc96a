import { useState } from 'react';
import type { RegistrationResponse } from '@shop/shared';
import { CompanyRegistrationForm } from './company-registration-form';
import { PersonKindToggle, type PersonKind } from './person-kind-toggle';
import { PersonRegistrationForm } from './person-registration-form';
import { RegistrationSuccess } from './registration-success';
import styles from './registration-panel.module.css';

interface RegistrationPanelProps {
  /** Leaves the panel after a successful registration. */
  onDone: () => void;
}

/** Register mode of the login panel: person or company, then what happens next. */
export function RegistrationPanel({ onDone }: RegistrationPanelProps) {
  // B2B first: most sign-ups are companies, so their form is the one shown first.
  const [kind, setKind] = useState<PersonKind>('company');
  const [result, setResult] = useState<RegistrationResponse | null>(null);

  if (result) return <RegistrationSuccess result={result} onDone={onDone} />;

  return (
    <div className={styles.panel}>
      <PersonKindToggle value={kind} onChange={setKind} />
      {kind === 'company' ? (
        <CompanyRegistrationForm onRegistered={setResult} />
      ) : (
        <PersonRegistrationForm onRegistered={setResult} />
      )}
    </div>
  );
}
