import {
  pageQuery,
  PAY_METHODS,
  PAYMENT_STATUSES,
  type PayMethod,
  type PaymentStatus,
} from '@shop/shared';
import { parseId } from '../../../utils/parse-id';

/** The Pagos screen holds 20 orders a page (GET /api/payments). */
export const PAYMENTS_PAGE_SIZE = 20;

/** What the list is narrowed to, as the address keeps it (the API's own parameter names). */
export interface PaymentFilters {
  paymentStatus?: PaymentStatus;
  payMethod?: PayMethod;
  /** Part of the order's id or the customer's name, e-mail, NIT or business name. */
  search?: string;
}

const FILTER_KEYS = ['paymentStatus', 'payMethod', 'search'] as const;

/** The address's parameter of the order read in full, so a link can open it. */
export const DETAIL_PARAM = 'orden';

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** The filters of an address; a value it cannot hold (an old or hand-typed link) is dropped. */
export function readPaymentFilters(params: URLSearchParams): PaymentFilters {
  const filters: PaymentFilters = {};
  const status = params.get('paymentStatus');
  if (isOneOf(PAYMENT_STATUSES, status)) filters.paymentStatus = status;
  const method = params.get('payMethod');
  if (isOneOf(PAY_METHODS, method)) filters.payMethod = method;
  const search = params.get('search')?.trim().slice(0, 100);
  if (search) filters.search = search;
  return filters;
}

/** The order opened in full, from the address. */
export const readOpenOrder = (params: URLSearchParams): number | null =>
  parseId(params.get(DETAIL_PARAM) ?? undefined);

const filterQuery = (filters: PaymentFilters): Record<string, string> => {
  const query: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) query[key] = value;
  }
  return query;
};

/** The address of these filters, on their first page, with no order open. */
export function paymentsSearch(filters: PaymentFilters): string {
  const search = new URLSearchParams(filterQuery(filters)).toString();
  return search ? `?${search}` : '';
}

export const hasPaymentFilters = (filters: PaymentFilters) =>
  Object.keys(filterQuery(filters)).length > 0;

/** GET /api/payments for one 1-based page of these filters. */
export const paymentsQuery = (filters: PaymentFilters, page: number): Record<string, string> => ({
  ...filterQuery(filters),
  ...pageQuery(page, PAYMENTS_PAGE_SIZE),
});
