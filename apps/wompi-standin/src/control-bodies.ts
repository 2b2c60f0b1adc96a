// Reads the JSON bodies of the /__control endpoints, refusing with a 422 what does not fit.
import type {
  CreateTransactionInput,
  DeliverOptions,
  SettingsPatch,
  SettleStatus,
} from './control-types';
import { InputError } from './http';

type Body = Record<string, unknown>;

/** Throws one InputError naming every field that has a problem (`false` means none). */
function refuseProblems(problems: Record<string, string | false>): void {
  const messages = Object.fromEntries(
    Object.entries(problems).flatMap(([field, problem]) => (problem ? [[field, [problem]]] : [])),
  );
  if (Object.keys(messages).length) throw new InputError(messages);
}

const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const isCount = (value: unknown) => Number.isSafeInteger(value) && (value as number) > 0;
const isMs = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;
const isOneOf = (value: unknown, allowed: readonly string[]) =>
  typeof value === 'string' && allowed.includes(value);
const isWebUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/\S+$/.test(value);

export function createTransactionBody(body: Body): CreateTransactionInput {
  refuseProblems({
    reference: !isText(body.reference) && 'Debe ser un texto',
    amountInCents: !isCount(body.amountInCents) && 'Debe ser un entero positivo',
    currency: body.currency !== undefined && body.currency !== 'COP' && 'Solo se acepta COP',
    method: !isOneOf(body.method, ['CARD', 'PSE', 'NEQUI']) && 'Debe ser CARD, PSE o NEQUI',
    outcome:
      !isOneOf(body.outcome, ['APPROVED', 'DECLINED', 'ERROR', 'PENDING']) &&
      'Debe ser APPROVED, DECLINED, ERROR o PENDING',
    email: body.email !== undefined && !isText(body.email) && 'Debe ser un texto',
  });
  return body as unknown as CreateTransactionInput;
}

export function settleBody(body: Body): SettleStatus {
  refuseProblems({
    status:
      !isOneOf(body.status, ['APPROVED', 'DECLINED', 'VOIDED', 'ERROR']) &&
      'Debe ser APPROVED, DECLINED, VOIDED o ERROR',
  });
  return body.status as SettleStatus;
}

export function deliverBody(body: Body): DeliverOptions {
  const { times, concurrently, to, tamper } = body;
  refuseProblems({
    times: times !== undefined && !isCount(times) && 'Debe ser un entero positivo',
    concurrently:
      concurrently !== undefined && typeof concurrently !== 'boolean' && 'Debe ser true o false',
    to:
      to !== undefined &&
      !(Array.isArray(to) && to.length > 0 && to.every(isWebUrl)) &&
      'Debe ser una lista de URL http(s)',
    tamper:
      tamper !== undefined &&
      !isOneOf(tamper, ['checksum', 'amount']) &&
      'Debe ser checksum o amount',
  });
  return body as DeliverOptions;
}

export function settingsBody(body: Body): SettingsPatch {
  const { eventsUrl, dropEvents, pendingMs } = body;
  refuseProblems({
    eventsUrl:
      eventsUrl !== undefined &&
      eventsUrl !== null &&
      !isWebUrl(eventsUrl) &&
      'Debe ser una URL http(s) o null',
    dropEvents:
      dropEvents !== undefined && typeof dropEvents !== 'boolean' && 'Debe ser true o false',
    pendingMs: pendingMs !== undefined && !isMs(pendingMs) && 'Debe ser un entero de milisegundos',
  });
  return body as SettingsPatch;
}
