import { anyOf, on, type Answer, type ApiCall } from '../fake-api';

type Answers = (call: ApiCall) => Answer;

/** A quote's reprice (today's figures) and its conversion into an order, as the test answers them. */
export const quotesApi = ({ reprice, convert }: { reprice?: Answers; convert?: Answers }) =>
  anyOf(
    ...(reprice ? [on('*', '/api/quotes/:id/reprice', reprice)] : []),
    ...(convert ? [on('*', '/api/convert-quote', convert)] : []),
  );
