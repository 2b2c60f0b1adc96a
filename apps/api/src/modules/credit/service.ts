import {
  addDays,
  AGEING_BUCKETS,
  ageingBucket,
  bogotaDate,
  CREDIT_MESSAGES,
  daysBetween,
  formatNit,
  type Ageing,
  type ClientCredit,
  type CompanyReceivable,
  type CreditLine,
  type CreditLineInput,
  type CreditLineSaved,
  type CreditSummary,
  type Receivable,
  type Receivables,
  type SessionUser,
} from '@shop/shared';
import type { Tx } from '../../db/client';
import type { Transactional } from '../../db/transactional';
import { conflict, notFound } from '../../lib/errors';
import type { AuditService } from '../../platform/audit/service';
import type { CreditLineRow, CreditRepository } from './repository';

interface Deps {
  credit: Transactional<CreditRepository>;
  audit: Pick<AuditService, 'record'>;
}

const CLIENT_NOT_FOUND = 'No encontramos este usuario.';

/** Staff may give a company more than its limit's room by lowering the limit: none is then left. */
const availableOf = (line: CreditLineRow, owed: number) =>
  line.status === 'ACTIVE' ? Math.max(0, line.creditLimit - owed) : 0;

const auditedOf = (line: CreditLineRow | undefined) =>
  line
    ? { creditLimit: line.creditLimit, creditTermDays: line.termDays, creditStatus: line.status }
    : null;

type ReceivableRow = Awaited<ReturnType<CreditRepository['receivables']>>[number];

function toReceivable(row: ReceivableRow): Receivable {
  const ageing = Object.fromEntries(AGEING_BUCKETS.map((b) => [b, row[b]])) as Ageing;
  return {
    userId: row.line.userId,
    businessName: row.businessName ?? row.fullName,
    nit: formatNit(row.identification),
    email: row.email,
    status: row.line.status,
    termDays: row.line.termDays,
    limit: row.line.creditLimit,
    owed: row.owed,
    available: availableOf(row.line, row.owed),
    overdue: row.owed - row.current,
    ageing,
  };
}

/** Σ of every figure of the receivables, bucket by bucket. */
function totalsOf(companies: Receivable[]): Receivables['totals'] {
  const sum = (pick: (r: Receivable) => number) => companies.reduce((n, r) => n + pick(r), 0);
  return {
    limit: sum((r) => r.limit),
    owed: sum((r) => r.owed),
    available: sum((r) => r.available),
    overdue: sum((r) => r.overdue),
    ageing: Object.fromEntries(AGEING_BUCKETS.map((b) => [b, sum((r) => r.ageing[b])])) as Ageing,
  };
}

/**
 * Company credit (docs/payments.md, "Company credit"): staff grant, change and suspend a
 * company's line; an order on credit is checked against it inside its own transaction; staff read
 * what every company owes by age (cartera).
 */
export function createCreditService({ credit, audit }: Deps) {
  const lineOf = async (
    repo: CreditRepository,
    line: CreditLineRow,
    today: string,
  ): Promise<CreditLine> => {
    const { owed, overdue } = await repo.owed(line.userId, today);
    return {
      limit: line.creditLimit,
      termDays: line.termDays,
      status: line.status,
      owed,
      available: availableOf(line, owed),
      overdue,
      updatedAt: line.updatedAt.toISOString(),
    };
  };

  const clientCreditIn = async (repo: CreditRepository, clientId: number, today: string) => {
    const company = await repo.company(clientId);
    if (!company) throw notFound(CLIENT_NOT_FOUND);
    const line = await repo.line(clientId);
    return {
      company,
      answer: {
        eligible: company.legalPersonType,
        line: line ? await lineOf(repo, line, today) : null,
      } satisfies ClientCredit,
    };
  };

  return {
    /** A client's line as staff see it on the client's page. */
    async clientCredit(clientId: number, today = bogotaDate()): Promise<ClientCredit> {
      return (await clientCreditIn(credit.repo, clientId, today)).answer;
    },

    /**
     * Grants, changes or suspends a company's line with the reason, audited in the same
     * transaction. Only a company (legal person with NIT) may have one; suspending keeps what it
     * owes owed and refuses new orders on credit.
     */
    async saveLine(
      actor: SessionUser,
      clientId: number,
      input: CreditLineInput,
      today = bogotaDate(),
    ): Promise<CreditLineSaved> {
      return credit.inTransaction(async (repo, tx) => {
        const company = await repo.company(clientId);
        if (!company) throw notFound(CLIENT_NOT_FOUND);
        if (!company.legalPersonType) throw conflict('CREDIT_COMPANY_ONLY');
        const before = await repo.lockLine(clientId);
        const after = {
          creditLimit: input.limit,
          creditTermDays: input.termDays,
          creditStatus: input.status,
        };
        const changed = await audit.record(tx, {
          actorUserId: actor.id,
          entity: 'user',
          entityId: clientId,
          action: 'client_credit',
          before: auditedOf(before),
          after,
          reason: input.reason,
        });
        if (changed)
          await repo.saveLine({
            userId: clientId,
            creditLimit: input.limit,
            termDays: input.termDays,
            status: input.status,
            updatedBy: actor.id,
          });
        const { answer } = await clientCreditIn(repo, clientId, today);
        const message = !changed
          ? CREDIT_MESSAGES.noChanges
          : input.status === 'SUSPENDED' && before?.status !== 'SUSPENDED'
            ? CREDIT_MESSAGES.suspendedDone
            : CREDIT_MESSAGES.saved;
        return { ...answer, changed, message };
      });
    },

    /** The line a company may order on today ("Crédito disponible"), or null when it has none active. */
    async summary(userId: number, today = bogotaDate()): Promise<CreditSummary | null> {
      const company = await credit.repo.company(userId);
      const line = company?.legalPersonType ? await credit.repo.line(userId) : undefined;
      if (line?.status !== 'ACTIVE') return null;
      const { limit, owed, available, termDays } = await lineOf(credit.repo, line, today);
      return { limit, owed, available, termDays };
    },

    /**
     * The check of an order on credit, in the order's transaction: the company's line is locked
     * (FOR UPDATE) before what it owes is summed, so of two concurrent orders the second sums
     * after the first committed or rolled back, and together they never pass the limit. Answers
     * the order's due date: its Bogotá day plus the line's term.
     */
    async reserve(tx: Tx, userId: number, total: number, now = new Date()) {
      const repo = credit.within(tx);
      const company = await repo.company(userId);
      if (!company?.legalPersonType)
        throw conflict('CREDIT_NOT_GRANTED', CREDIT_MESSAGES.personRefused);
      const line = await repo.lockLine(userId);
      if (!line) throw conflict('CREDIT_NOT_GRANTED');
      if (line.status === 'SUSPENDED') throw conflict('CREDIT_SUSPENDED');
      const today = bogotaDate(now);
      const { owed } = await repo.owed(userId, today);
      const available = availableOf(line, owed);
      if (total > available)
        throw conflict('CREDIT_LIMIT_EXCEEDED', CREDIT_MESSAGES.exceeds(total, available));
      return { dueOn: addDays(today, line.termDays) };
    },

    /** Cartera: every company with a line, what it owes by days past due on `today`, and totals. */
    async receivables(today = bogotaDate()): Promise<Receivables> {
      const companies = (await credit.repo.receivables(today)).map(toReceivable);
      return { asOf: today, companies, totals: totalsOf(companies) };
    },

    /** One company of the cartera with its open orders on credit, the earliest due first. */
    async companyReceivable(userId: number, today = bogotaDate()): Promise<CompanyReceivable> {
      const [row] = await credit.repo.receivables(today, userId);
      if (!row) throw notFound('Este cliente no tiene una línea de crédito.');
      const orders = await credit.repo.openOrders(userId);
      return {
        asOf: today,
        company: toReceivable(row),
        orders: orders.map((o) => {
          const daysPastDue = daysBetween(o.dueOn!, today);
          return {
            orderId: o.id,
            customId: o.customId,
            createdAt: o.createdAt.toISOString(),
            dueOn: o.dueOn!,
            paymentStatus: o.paymentStatus,
            total: o.total,
            amountPaid: o.amountPaid,
            owed: o.total - o.amountPaid,
            daysPastDue,
            bucket: ageingBucket(daysPastDue),
          };
        }),
      };
    },
  };
}

export type CreditService = ReturnType<typeof createCreditService>;
/** What the checkout asks of company credit inside an order's transaction. */
export type CreditPort = Pick<CreditService, 'reserve'>;
