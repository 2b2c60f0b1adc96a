import { Building2, UserRound } from 'lucide-react';
import styles from './person-kind-toggle.module.css';

export type PersonKind = 'company' | 'person';

const OPTIONS = [
  { kind: 'person', label: 'Soy persona natural', Icon: UserRound },
  { kind: 'company', label: 'Soy una empresa', Icon: Building2 },
] as const;

interface PersonKindToggleProps {
  value: PersonKind;
  onChange: (kind: PersonKind) => void;
}

/** A segmented control built on native radios: arrow keys and screen readers work as expected. */
export function PersonKindToggle({ value, onChange }: PersonKindToggleProps) {
  return (
    <fieldset className={styles.toggle}>
      <legend className="visually-hidden">Tipo de registro</legend>
      {OPTIONS.map(({ kind, label, Icon }) => (
        <label key={kind} className={styles.option}>
          <input
            type="radio"
            name="tipo-de-registro"
            className={styles.radio}
            value={kind}
            checked={value === kind}
            autoFocus={value === kind}
            onChange={() => onChange(kind)}
          />
          <Icon size={18} aria-hidden="true" />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}
