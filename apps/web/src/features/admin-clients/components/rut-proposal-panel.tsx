import { useState, type FormEvent } from 'react';
import { CheckCheck, FileText } from 'lucide-react';
import { toast } from '../../../lib/toast';
import {
  identityLine,
  RUT_PROPOSAL_MESSAGES,
  RUT_RESPONSIBILITY_LABELS,
  type Account,
  type BuyerFiscalIdentityPatch,
  type BuyerTaxFlags,
  type IdType,
  type RutProposal,
  type SellerRegime,
} from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { CheckboxField } from '../../../components/ui/form/checkbox-field';
import { SelectField } from '../../../components/ui/form/select-field';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { Notice } from '../../../components/ui/notice/notice';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { clientErrorMessage } from '../../../lib/api-client';
import { cx } from '../../../utils/cx';
import type { Viewer } from '../../../lib/query-keys';
import { useDecideRutProposal, useRutProposal } from '../api/rut-proposal';
import { CLIENT_MESSAGES } from '../utils/messages';
import { reasonRefusal } from '../utils/reason-refusal';
import { IdTypeOptions, IvaRegimeOptions } from './identity-options';
import {
  correctionsOf,
  draftOf,
  flagLabel,
  identityLabel,
  identityValueLabel,
  isCorrected,
  type ProposalDraft,
} from '../utils/rut-proposal';
import { rutUuid } from '../utils/rut-uuid';
import { RutViewer } from './rut-viewer';
import own from './rut-proposal-panel.module.css';
// The frame, title, facts and actions of the tax profile panel below it, so the two read as one.
import panel from './tax-profile-panel.module.css';

const styles: Record<string, string | undefined> = { ...panel, ...own, form: panel.flags };

export const RUT_PANEL_MESSAGES = {
  title: 'Propuesta del RUT',
  intro:
    'La tienda leyó el RUT que el cliente subió al registrarse. Revise cada dato contra el RUT, corrija lo que haga falta y confírmelo con un motivo: solo entonces cambia el perfil tributario.',
  contradictionsTitle: 'El RUT no coincide con el registro',
  unreadableTitle: 'Sin texto legible',
  unreadable:
    'No se pudo leer texto en el RUT (por ejemplo, es una imagen escaneada). Revise el RUT y ajuste el perfil tributario a mano.',
  decided: (when: string) => `Propuesta revisada el ${when}.`,
  loadFailed: 'No se pudo cargar la propuesta del RUT.',
  failed: 'Hubo un error al confirmar la propuesta del RUT.',
  confirm: 'Confirmar propuesta',
  confirmCorrected: 'Aplicar con correcciones',
  showRut: 'Ver el RUT al lado',
  hideRut: 'Ocultar el RUT',
} as const;

const bogota = (iso: string) =>
  new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone: 'America/Bogota' }).format(
    new Date(iso),
  );

/**
 * What the shop read on the client's RUT, where it contradicts the registration, and its
 * confirmation; staff may open the RUT itself beside it to compare them field by field.
 */
export function RutProposalPanel({ account, viewer }: { account: Account; viewer: Viewer }) {
  const answer = useRutProposal(viewer, account.id);
  const [showRut, setShowRut] = useState(false);
  const uuid = rutUuid(account.profile.urlRUT);
  if (!uuid) return null;
  const proposal = answer.data?.proposal;
  return (
    <section
      className={cx(styles.panel, showRut && styles.withRut)}
      aria-labelledby="client-rut-proposal"
    >
      {showRut ? (
        <div className={styles.rut}>
          <RutViewer viewer={viewer} uuid={uuid} />
        </div>
      ) : null}
      <div className={styles.content}>
        <div className={styles.header}>
          <h2 id="client-rut-proposal" className={styles.title}>
            {RUT_PANEL_MESSAGES.title}
          </h2>
          <Button
            variant="secondary"
            icon={<FileText size={16} aria-hidden="true" />}
            aria-expanded={showRut}
            onClick={() => setShowRut(!showRut)}
          >
            {showRut ? RUT_PANEL_MESSAGES.hideRut : RUT_PANEL_MESSAGES.showRut}
          </Button>
        </div>
        {answer.isPending ? (
          <Skeleton height="8rem" radius="md" />
        ) : answer.isError ? (
          <Notice tone="danger" title={RUT_PANEL_MESSAGES.loadFailed}>
            <p>{clientErrorMessage(answer.error, 'el servidor no respondió.')}</p>
          </Notice>
        ) : !proposal ? (
          <p className={styles.muted}>{RUT_PROPOSAL_MESSAGES.notFound}</p>
        ) : (
          <ProposalBody
            key={proposal.createdAt}
            proposal={proposal}
            account={account}
            viewer={viewer}
          />
        )}
      </div>
    </section>
  );
}

function ProposalBody({
  proposal,
  account,
  viewer,
}: {
  proposal: RutProposal;
  account: Account;
  viewer: Viewer;
}) {
  if (proposal.status === 'UNREADABLE') {
    return (
      <Notice title={RUT_PANEL_MESSAGES.unreadableTitle}>
        <p>{RUT_PANEL_MESSAGES.unreadable}</p>
        {proposal.note && proposal.note !== RUT_PROPOSAL_MESSAGES.unreadable ? (
          <p>{proposal.note}</p>
        ) : null}
      </Notice>
    );
  }
  return (
    <>
      {proposal.contradictions.length ? (
        <Notice tone="danger" title={RUT_PANEL_MESSAGES.contradictionsTitle}>
          <ul className={styles.list}>
            {proposal.contradictions.map((c) => (
              <li key={c.field}>{c.message}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
      <ReadFields proposal={proposal} />
      {proposal.status === 'PROPOSED' ? (
        <DecisionForm proposal={proposal} account={account} viewer={viewer} />
      ) : (
        <p className={styles.muted}>
          {RUT_PANEL_MESSAGES.decided(bogota(proposal.decidedAt ?? proposal.createdAt))}
        </p>
      )}
    </>
  );
}

function ReadFields({ proposal }: { proposal: RutProposal }) {
  const r = proposal.reading!;
  const nit = r.nit
    ? identityLine({ idType: 'NIT', checkDigit: r.checkDigit }, r.nit)
    : 'No se leyó';
  return (
    <dl className={cx(styles.facts, styles.readFields)}>
      <dt>NIT (casillas 5 y 6)</dt>
      <dd>{nit}</dd>
      <dt>Tipo de contribuyente</dt>
      <dd>
        {r.legalPersonType === null
          ? 'No se leyó'
          : r.legalPersonType
            ? 'Persona jurídica'
            : 'Persona natural'}
      </dd>
      <dt>{r.legalPersonType === false ? 'Nombre (31 a 34)' : 'Razón social (35)'}</dt>
      <dd>
        {(r.legalPersonType === false ? r.personName : r.businessName) ??
          r.personName ??
          'No se leyó'}
      </dd>
      <dt>Municipio (38 a 40)</dt>
      <dd>
        {r.municipalityName
          ? `${r.municipalityName} (DIVIPOLA ${r.municipalityCode})`
          : (r.municipalityText ?? 'No se leyó')}
      </dd>
      <dt>Responsabilidades (53)</dt>
      <dd>
        {r.responsibilities.length ? (
          <ul className={styles.list}>
            {r.responsibilities.map((code) => (
              <li key={code}>
                {code} – {RUT_RESPONSIBILITY_LABELS[code] ?? 'Otra responsabilidad'}
              </li>
            ))}
          </ul>
        ) : (
          'No se leyeron'
        )}
      </dd>
    </dl>
  );
}

function DecisionForm({
  proposal,
  account,
  viewer,
}: {
  proposal: RutProposal;
  account: Account;
  viewer: Viewer;
}) {
  const [draft, setDraft] = useState<ProposalDraft>(() => draftOf(proposal));
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const decide = useDecideRutProposal(viewer);
  const corrections = correctionsOf(proposal, draft);
  const corrected = isCorrected(corrections);
  const flagKeys = Object.keys(proposal.proposedFlags) as (keyof BuyerTaxFlags)[];
  const identityKeys = Object.keys(proposal.proposedIdentity) as (keyof BuyerFiscalIdentityPatch)[];
  const current = account.taxProfile;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError(RUT_PROPOSAL_MESSAGES.reasonMissing);
      return;
    }
    setReasonError(undefined);
    decide.mutate(
      {
        id: account.id,
        decision: {
          ...(Object.keys(corrections.taxFlags).length ? { taxFlags: corrections.taxFlags } : {}),
          ...(Object.keys(corrections.taxIdentity).length
            ? { taxIdentity: corrections.taxIdentity }
            : {}),
          comments: reason.trim(),
        },
      },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: reasonRefusal(setReasonError, RUT_PANEL_MESSAGES.failed),
      },
    );
  };

  const setIdentity = (patch: BuyerFiscalIdentityPatch) =>
    setDraft({ ...draft, taxIdentity: { ...draft.taxIdentity, ...patch } });

  return (
    <form noValidate onSubmit={submit} className={styles.form}>
      <p className={styles.muted}>{RUT_PANEL_MESSAGES.intro}</p>
      <fieldset className={styles.form} disabled={decide.isPending}>
        <legend className={styles.legend}>Lo que se aplicará al perfil tributario</legend>
        {identityKeys.map((key) =>
          key === 'idType' ? (
            <SelectField
              key={key}
              label={identityLabel(key)}
              value={draft.taxIdentity.idType}
              help={`Hoy: ${identityValueLabel(key, current.idType)}`}
              onChange={(e) => setIdentity({ idType: e.currentTarget.value as IdType })}
            >
              <IdTypeOptions />
            </SelectField>
          ) : key === 'ivaRegime' ? (
            <SelectField
              key={key}
              label={identityLabel(key)}
              value={draft.taxIdentity.ivaRegime ?? ''}
              help={`Hoy: ${identityValueLabel(key, current.ivaRegime)}`}
              onChange={(e) => setIdentity({ ivaRegime: e.currentTarget.value as SellerRegime })}
            >
              <IvaRegimeOptions />
            </SelectField>
          ) : (
            <CheckboxField
              key={key}
              role="switch"
              label={`${identityLabel(key)} (hoy: ${identityValueLabel(key, current.incomeTaxDeclarant).toLowerCase()})`}
              checked={draft.taxIdentity.incomeTaxDeclarant === true}
              onChange={(e) => setIdentity({ incomeTaxDeclarant: e.currentTarget.checked })}
            />
          ),
        )}
        {flagKeys.map((key) => (
          <CheckboxField
            key={key}
            role="switch"
            label={`${flagLabel(key)} (hoy: ${current[key] ? 'sí' : 'no'})`}
            checked={draft.taxFlags[key] === true}
            onChange={(e) =>
              setDraft({
                ...draft,
                taxFlags: { ...draft.taxFlags, [key]: e.currentTarget.checked },
              })
            }
          />
        ))}
        <TextAreaField
          label="Motivo de la confirmación"
          rows={2}
          maxLength={500}
          value={reason}
          error={reasonError}
          help={CLIENT_MESSAGES.reasonHelp}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
      </fieldset>
      <div className={styles.actions}>
        <Button
          type="submit"
          icon={<CheckCheck size={16} aria-hidden="true" />}
          isLoading={decide.isPending}
        >
          {corrected ? RUT_PANEL_MESSAGES.confirmCorrected : RUT_PANEL_MESSAGES.confirm}
        </Button>
      </div>
    </form>
  );
}
