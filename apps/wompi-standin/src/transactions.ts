// Transactions as Wompi's API answers them (docs.wompi.co/docs/colombia/referencia-api/): snake_case
// fields, amounts in cents, ids shaped `<merchant id>-<unix seconds>-<5 digits>`.
import { randomInt } from 'node:crypto';

export type PaymentMethodType = 'CARD' | 'PSE' | 'NEQUI';
export type TransactionStatus = 'PENDING' | 'APPROVED' | 'DECLINED' | 'VOIDED' | 'ERROR';
export type FinalStatus = Exclude<TransactionStatus, 'PENDING'>;

export type PaymentMethod =
  | {
      type: 'CARD';
      installments: number;
      extra: { brand: string; last_four: string; name: string };
    }
  | {
      type: 'PSE';
      /** 0 persona natural, 1 persona jurídica, as Wompi numbers them. */
      user_type: 0 | 1;
      financial_institution_code: string;
      payment_description: string;
    }
  | { type: 'NEQUI'; phone_number: string };

export interface CustomerData {
  full_name: string | null;
  phone_number: string | null;
  legal_id: string | null;
  legal_id_type: string | null;
}

export interface Transaction {
  id: string;
  created_at: string;
  finalized_at: string | null;
  amount_in_cents: number;
  reference: string;
  customer_email: string | null;
  currency: string;
  payment_method_type: PaymentMethodType;
  payment_method: PaymentMethod;
  status: TransactionStatus;
  status_message: string | null;
  redirect_url: string | null;
  customer_data: CustomerData | null;
  shipping_address: null;
  payment_link_id: null;
  payment_source_id: null;
}

export type NewTransaction = Pick<
  Transaction,
  | 'amount_in_cents'
  | 'reference'
  | 'customer_email'
  | 'currency'
  | 'payment_method'
  | 'redirect_url'
  | 'customer_data'
>;

export type TransactionStore = ReturnType<typeof createTransactionStore>;

/** The transactions of one merchant, in memory; every read hands out a copy. */
export function createTransactionStore(merchantId: number) {
  const byId = new Map<string, Transaction>();

  const newId = () => {
    const seconds = Math.floor(Date.now() / 1000);
    let id: string;
    do id = `${merchantId}-${seconds}-${randomInt(10_000, 100_000)}`;
    while (byId.has(id));
    return id;
  };

  return {
    add(fields: NewTransaction): Transaction {
      const transaction: Transaction = {
        ...fields,
        id: newId(),
        created_at: new Date().toISOString(),
        finalized_at: null,
        payment_method_type: fields.payment_method.type,
        status: 'PENDING',
        status_message: null,
        shipping_address: null,
        payment_link_id: null,
        payment_source_id: null,
      };
      byId.set(transaction.id, transaction);
      return structuredClone(transaction);
    },

    get(id: string): Transaction | undefined {
      const transaction = byId.get(id);
      return transaction && structuredClone(transaction);
    },

    withReference(reference: string): Transaction[] {
      return [...byId.values()]
        .filter((t) => t.reference === reference)
        .map((t) => structuredClone(t));
    },

    /** Moves a transaction to a final status; `finalized_at` keeps the first time it left PENDING. */
    finalize(id: string, status: FinalStatus, statusMessage: string | null): Transaction {
      const transaction = byId.get(id);
      if (!transaction) throw new Error(`No transaction ${id}`);
      transaction.status = status;
      transaction.status_message = statusMessage;
      transaction.finalized_at ??= new Date().toISOString();
      return structuredClone(transaction);
    },
  };
}
