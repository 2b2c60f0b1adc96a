import {
  HISTORY_TYPES,
  HistoryQuerySchema,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  pageQuery,
  PAY_METHODS,
  PAYMENT_STATUSES,
  QUOTE_STATUS_LABELS,
  QUOTE_STATUSES,
  type HistoryEntry,
  type HistoryType,
  type PayMethod,
  type PaymentStatus,
} from '@shop/shared';

/** The history holds 10 per page (docs/architecture.md, "Contract: constants and limits"). */
export const HISTORY_PAGE_SIZE = 10;

export type HistoryStatus = HistoryEntry['status'];

export const HISTORY_STATUS_LABELS: Record<HistoryStatus, string> = {
  ...ORDER_STATUS_LABELS,
  ...QUOTE_STATUS_LABELS,
};

export const HISTORY_TYPE_LABELS: Record<HistoryType, string> = {
  order: 'Orden',
  quote: 'Cotización',
};

/** What the filters of the history hold, as the address keeps them. */
export interface HistoryFilters {
  type?: HistoryType;
  status?: HistoryStatus;
  /** Bogotá calendar days, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  /** Quotes only: those whose validity ends by this Bogotá day. */
  expiresBy?: string;
  /** Part of the customer's name, e-mail, NIT or business name. */
  customer?: string;
  /** Orders only: whether their money arrived, and how they are paid. */
  paymentStatus?: PaymentStatus;
  payMethod?: PayMethod;
}

const FILTER_KEYS = [
  'type',
  'status',
  'from',
  'to',
  'expiresBy',
  'customer',
  'paymentStatus',
  'payMethod',
] as const;

/** Quotes are not paid: the payment filters narrow orders and are dropped when quotes are chosen. */
export const takesPaymentFilters = (type: HistoryType | undefined) => type !== 'quote';

/** The statuses a type can have; both lists when no type is chosen. */
export const statusesFor = (type: HistoryType | undefined): readonly HistoryStatus[] =>
  type === 'order'
    ? ORDER_STATUSES
    : type === 'quote'
      ? QUOTE_STATUSES
      : [...ORDER_STATUSES, ...QUOTE_STATUSES];

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The filters of an address. A value it cannot hold (an old or hand-typed link) is dropped rather
 * than sent, and so is a status the chosen type never has.
 */
export function readHistoryFilters(params: URLSearchParams): HistoryFilters {
  const filters: HistoryFilters = {};
  const type = params.get('type');
  if (isOneOf(HISTORY_TYPES, type)) filters.type = type;
  const status = params.get('status');
  if (isOneOf(statusesFor(filters.type), status)) filters.status = status;
  for (const key of ['from', 'to'] as const) {
    const day = params.get(key);
    if (day && DAY.test(day)) filters[key] = day;
  }
  const expiresBy = params.get('expiresBy');
  if (filters.type === 'quote' && expiresBy && DAY.test(expiresBy)) filters.expiresBy = expiresBy;
  const customer = params.get('customer')?.trim();
  if (customer) filters.customer = customer;
  if (takesPaymentFilters(filters.type)) {
    const paymentStatus = params.get('paymentStatus');
    if (isOneOf(PAYMENT_STATUSES, paymentStatus)) filters.paymentStatus = paymentStatus;
    const payMethod = params.get('payMethod');
    if (isOneOf(PAY_METHODS, payMethod)) filters.payMethod = payMethod;
  }
  return filters;
}

/** The address of these filters, on their first page, keeping `kept` (the sort) as it is. */
export function historySearch(filters: HistoryFilters, kept: Record<string, string> = {}): string {
  const params = new URLSearchParams(kept);
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const hasFilters = (filters: HistoryFilters) => FILTER_KEYS.some((key) => filters[key]);

/** The query of GET /api/history for a 1-based page of these filters. */
export function historyQuery(filters: HistoryFilters, page: number): Record<string, string> {
  const query = pageQuery(page, HISTORY_PAGE_SIZE);
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) query[key] = value;
  }
  return query;
}

/** Why the server would refuse this query (a range that ends before it starts), if it would. */
export function historyQueryProblem(query: Record<string, string>): string | undefined {
  const parsed = HistoryQuerySchema.safeParse(query);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}
