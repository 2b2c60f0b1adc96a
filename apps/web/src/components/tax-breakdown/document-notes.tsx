import { useId } from 'react';
import {
  BANK_ACCOUNT_TYPE_LABELS,
  formatNit,
  NOT_AN_INVOICE,
  type BankTransfer,
  type DocumentCondition,
} from '@shop/shared';
import styles from './document-notes.module.css';

/**
 * What a quote or an order says besides its figures, as its PDF prints it: that it is not an
 * invoice, its commercial conditions, and for an order paid by transfer the accounts to pay into.
 */
export function DocumentNotes({
  conditions,
  bankTransfer = null,
}: {
  conditions: readonly DocumentCondition[];
  bankTransfer?: BankTransfer | null;
}) {
  const id = useId();
  return (
    <div className={styles.notes}>
      <p className={styles.notInvoice}>{NOT_AN_INVOICE}</p>
      {bankTransfer && bankTransfer.accounts.length > 0 ? (
        <BankAccounts transfer={bankTransfer} />
      ) : null}
      <section aria-labelledby={id}>
        <h3 id={id} className={styles.heading}>
          Condiciones comerciales
        </h3>
        <dl className={styles.conditions}>
          {conditions.map((condition) => (
            <div key={condition.label}>
              <dt>{condition.label}</dt>
              <dd>{condition.text}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

/** 'Datos para la transferencia': one card per account, every field labelled (no wide table). */
export function BankAccounts({ transfer }: { transfer: BankTransfer }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={styles.heading}>
        Datos para la transferencia
      </h3>
      <ul role="list" className={styles.accounts}>
        {transfer.accounts.map((account) => (
          <li key={`${account.bank}-${account.number}`} className={styles.account}>
            <dl>
              <div>
                <dt>Banco</dt>
                <dd>{account.bank}</dd>
              </div>
              <div>
                <dt>Tipo</dt>
                <dd>{BANK_ACCOUNT_TYPE_LABELS[account.accountType]}</dd>
              </div>
              <div>
                <dt>Número</dt>
                <dd className={styles.number}>{account.number}</dd>
              </div>
              <div>
                <dt>Titular</dt>
                <dd>
                  {account.holder},{' '}
                  <span className={styles.nit}>NIT {formatNit(account.holderNit)}</span>
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
