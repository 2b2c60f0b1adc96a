import { useState, type FormEvent } from 'react';
import { BriefcaseBusiness } from 'lucide-react';
import { toast } from '../../../lib/toast';
import {
  CREDIT_LINE_STATUS_LABELS,
  CREDIT_LINE_STATUSES,
  CREDIT_MESSAGES,
  CREDIT_TERMS,
  CreditLineInputSchema,
  formatCop,
  type Account,
  type CreditLine,
  type CreditLineStatus,
} from '@shop/shared';
import { LoadProblem } from '../../../components/errors/load-problem';
import { Badge } from '../../../components/ui/badge/badge';
import { Button } from '../../../components/ui/button/button';
import { SelectField } from '../../../components/ui/form/select-field';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { TextField } from '../../../components/ui/form/text-field';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { clientErrorMessage, isApiError } from '../../../lib/api-client';
import type { Viewer } from '../../../lib/query-keys';
import { formatPesos, parsePesos } from '../../../utils/pesos';
import { useClientCredit } from '../api/get-client-credit';
import { useSaveClientCredit } from '../api/save-client-credit';
import { CLIENT_MESSAGES } from '../utils/messages';
import { cx } from '../../../utils/cx';
import styles from './credit-line-panel.module.css';
// The client page's panels share one frame.
import panel from './tax-profile-panel.module.css';

export const CREDIT_PANEL_MESSAGES = {
  loadFailed: 'No se pudo cargar el crédito empresarial del cliente.',
  failed: 'Hubo un error al guardar la línea de crédito.',
  personOnly:
    'El crédito empresarial es solo para empresas (persona jurídica con NIT): esta cuenta es de una persona natural.',
  none: 'Esta empresa no tiene una línea de crédito. Al otorgarla, podrá pagar sus órdenes con «Crédito empresarial» hasta el cupo, cada una a pagar en el plazo elegido.',
} as const;

const STATUS_HELP: Record<CreditLineStatus, string> = {
  ACTIVE: 'admite órdenes nuevas',
  SUSPENDED: 'no admite órdenes nuevas; lo que debe sigue debiéndose',
};

type Field = 'limit' | 'termDays' | 'status' | 'reason';

interface CreditLinePanelProps {
  account: Account;
  viewer: Viewer;
}

/**
 * 'Crédito empresarial' of a client (docs/payments.md, "Company credit"): a company's line with
 * what it owes and may still order, and the form staff grant, change or suspend it with, each
 * time with the reason the client's history keeps.
 */
export function CreditLinePanel({ account, viewer }: CreditLinePanelProps) {
  const credit = useClientCredit(viewer, account.id);
  return (
    <section className={panel.panel} aria-labelledby="client-credit">
      <h2 id="client-credit" className={cx(panel.title, styles.title)}>
        <BriefcaseBusiness size={20} aria-hidden="true" />
        Crédito empresarial
      </h2>
      {credit.data ? (
        credit.data.eligible ? (
          <CreditLineForm
            // A saved line starts the form again from what was stored.
            key={credit.data.line?.updatedAt ?? 'none'}
            clientId={account.id}
            line={credit.data.line}
            viewer={viewer}
          />
        ) : (
          <p className={styles.lead}>{CREDIT_PANEL_MESSAGES.personOnly}</p>
        )
      ) : credit.isError ? (
        <LoadProblem
          message={CREDIT_PANEL_MESSAGES.loadFailed}
          onRetry={() => void credit.refetch()}
          isRetrying={credit.isFetching}
        />
      ) : (
        <Skeleton height={160} radius="sm" />
      )}
    </section>
  );
}

function LineFacts({ line }: { line: CreditLine }) {
  return (
    <dl className={styles.facts} aria-label="Línea de crédito">
      <div>
        <dt>Estado</dt>
        <dd>
          <Badge tone={line.status === 'ACTIVE' ? 'success' : 'danger'}>
            {CREDIT_LINE_STATUS_LABELS[line.status]}
          </Badge>
        </dd>
      </div>
      <div>
        <dt>Cupo</dt>
        <dd>{formatCop(line.limit)}</dd>
      </div>
      <div>
        <dt>Plazo</dt>
        <dd>{line.termDays} días</dd>
      </div>
      <div>
        <dt>Saldo por cobrar</dt>
        <dd>{formatCop(line.owed)}</dd>
      </div>
      <div>
        <dt>Disponible</dt>
        <dd className={styles.strong}>{formatCop(line.available)}</dd>
      </div>
      <div>
        <dt>Vencido</dt>
        <dd className={line.overdue > 0 ? styles.overdue : undefined}>{formatCop(line.overdue)}</dd>
      </div>
    </dl>
  );
}

interface CreditLineFormProps {
  clientId: number;
  line: CreditLine | null;
  viewer: Viewer;
}

function CreditLineForm({ clientId, line, viewer }: CreditLineFormProps) {
  const [limit, setLimit] = useState(line ? formatPesos(line.limit) : '');
  const [termDays, setTermDays] = useState<number>(line?.termDays ?? 30);
  const [status, setStatus] = useState<CreditLineStatus>(line?.status ?? 'ACTIVE');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSaveClientCredit(viewer);
  const pesos = parsePesos(limit);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (line && pesos === line.limit && termDays === line.termDays && status === line.status) {
      toast.info(CREDIT_MESSAGES.noChanges);
      return;
    }
    const parsed = CreditLineInputSchema.safeParse({
      limit: pesos ?? Number.NaN,
      termDays,
      status,
      reason,
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(
      { id: clientId, line: parsed.data },
      {
        onSuccess: ({ message, changed }) =>
          changed ? toast.success(message) : toast.info(message),
        onError: (error) => {
          if (isApiError(error)) {
            const found: Partial<Record<Field, string>> = {};
            for (const issue of error.issues)
              found[issue.path.split('.')[0] as Field] ??= issue.message;
            setErrors(found);
          }
          toast.error(clientErrorMessage(error, CREDIT_PANEL_MESSAGES.failed));
        },
      },
    );
  };

  return (
    <>
      {line ? (
        <LineFacts line={line} />
      ) : (
        <p className={styles.lead}>{CREDIT_PANEL_MESSAGES.none}</p>
      )}
      <form noValidate onSubmit={submit} className={styles.form}>
        <fieldset className={styles.fields} disabled={save.isPending}>
          <legend className="visually-hidden">
            {line ? 'Cambiar la línea de crédito' : 'Otorgar una línea de crédito'}
          </legend>
          <TextField
            label="Cupo"
            inputMode="numeric"
            autoComplete="off"
            suffix="COP"
            value={limit}
            error={errors.limit}
            help={pesos === null ? 'En pesos, sin centavos.' : formatCop(pesos)}
            onChange={(e) => setLimit(e.currentTarget.value)}
          />
          <SelectField
            label="Plazo"
            value={termDays}
            error={errors.termDays}
            help="Días desde la fecha de la orden hasta su vencimiento."
            onChange={(e) => setTermDays(Number(e.currentTarget.value))}
          >
            {CREDIT_TERMS.map((days) => (
              <option key={days} value={days}>
                {days} días
              </option>
            ))}
          </SelectField>
          {line ? (
            <SelectField
              label="Estado de la línea"
              value={status}
              error={errors.status}
              onChange={(e) => setStatus(e.currentTarget.value as CreditLineStatus)}
            >
              {CREDIT_LINE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {CREDIT_LINE_STATUS_LABELS[s]}: {STATUS_HELP[s]}
                </option>
              ))}
            </SelectField>
          ) : null}
          <div className={styles.wide}>
            <TextAreaField
              label="Motivo del cambio"
              rows={2}
              maxLength={500}
              value={reason}
              error={errors.reason}
              help={CLIENT_MESSAGES.reasonHelp}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
          </div>
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" isLoading={save.isPending}>
            {line ? 'Guardar línea de crédito' : 'Otorgar crédito'}
          </Button>
        </div>
      </form>
    </>
  );
}
