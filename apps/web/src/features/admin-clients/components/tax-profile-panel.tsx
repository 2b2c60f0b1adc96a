import { useState, type FormEvent } from 'react';
import { Save } from 'lucide-react';
import { toast } from '../../../lib/toast';
import {
  ADMIN_CLIENT_MESSAGES,
  BUYER_KIND_LABELS,
  BUYER_TAX_FLAG_KEYS,
  BUYER_TAX_FLAG_LABELS,
  BUYER_IDENTITY_LABELS,
  identityLine,
  TAX_MESSAGES,
  type Account,
  taxFlagsIn,
  type BuyerTaxFlags,
} from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { CheckboxField } from '../../../components/ui/form/checkbox-field';
import { SelectField } from '../../../components/ui/form/select-field';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { Notice } from '../../../components/ui/notice/notice';
import type { Viewer } from '../../../lib/query-keys';
import { useUpdateClient } from '../api/update-client';
import { CLIENT_MESSAGES } from '../utils/messages';
import { reasonRefusal } from '../utils/reason-refusal';
import { IdTypeOptions, IvaRegimeOptions } from './identity-options';
import {
  identityChanges,
  identityOf,
  taxFlagChanges,
  withholdingSummary,
  type EditedIdentity,
} from '../utils/tax-flags';
import styles from './tax-profile-panel.module.css';

export const TAX_PANEL_MESSAGES = {
  noChanges: 'No cambió ninguna marca del perfil tributario.',
  pendingTitle: 'Perfil tributario por confirmar',
  pending:
    'La tienda lo dedujo de la lista de precios Gobierno. Revise el RUT, corrija las marcas si hace falta y guárdelo con un motivo para confirmarlo.',
  failed: 'Hubo un error al guardar el perfil tributario.',
} as const;

interface TaxProfilePanelProps {
  account: Account;
  viewer: Viewer;
}

/**
 * 'Perfil tributario' of a client (docs/taxes.md): the person type its registration gives and the
 * flags staff set from its RUT, saved together with the reason like every change of the account.
 */
export function TaxProfilePanel({ account, viewer }: TaxProfilePanelProps) {
  const profile = account.taxProfile;
  const stored: BuyerTaxFlags = taxFlagsIn(profile);
  const [flags, setFlags] = useState(stored);
  const storedIdentity = identityOf(account);
  const [identity, setIdentity] = useState<EditedIdentity>(storedIdentity);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const update = useUpdateClient(viewer);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // An inferred profile is confirmed by saving it, changed or not: all its flags are sent.
    const taxFlags = account.taxProfileConfirmed ? taxFlagChanges(stored, flags) : flags;
    const taxIdentity = identityChanges(storedIdentity, identity);
    const identityChanged = Object.keys(taxIdentity).length > 0;
    if (Object.keys(taxFlags).length === 0 && !identityChanged) {
      toast.info(TAX_PANEL_MESSAGES.noChanges);
      return;
    }
    if (!reason.trim()) {
      setReasonError(ADMIN_CLIENT_MESSAGES.reasonMissing);
      return;
    }
    setReasonError(undefined);
    update.mutate(
      {
        id: account.id,
        change: {
          ...(Object.keys(taxFlags).length ? { taxFlags } : {}),
          ...(identityChanged ? { taxIdentity } : {}),
          comments: reason.trim(),
        },
      },
      {
        onSuccess: ({ changed, message }) => {
          if (changed) toast.success(TAX_MESSAGES.flagsUpdated);
          else toast.info(message);
          setReason('');
        },
        onError: reasonRefusal(setReasonError, TAX_PANEL_MESSAGES.failed),
      },
    );
  };

  return (
    <section className={styles.panel} aria-labelledby="client-tax-profile">
      <h2 id="client-tax-profile" className={styles.title}>
        Perfil tributario
      </h2>
      {account.taxProfileConfirmed ? null : (
        <Notice title={TAX_PANEL_MESSAGES.pendingTitle}>
          <p>{TAX_PANEL_MESSAGES.pending}</p>
        </Notice>
      )}
      <dl className={styles.facts}>
        <dt>Tipo</dt>
        <dd>{BUYER_KIND_LABELS[profile.kind]}</dd>
        <dt>Documento</dt>
        <dd>{identityLine(identity, account.profile.identificationNumber)}</dd>
        <dt>Municipio</dt>
        <dd>{profile.municipalityName ?? 'Sin municipio registrado'}</dd>
      </dl>
      <form noValidate onSubmit={save} className={styles.flags}>
        <fieldset className={styles.flags} disabled={update.isPending}>
          <legend className="visually-hidden">Marcas tributarias</legend>
          <SelectField
            label={BUYER_IDENTITY_LABELS.idType}
            value={identity.idType}
            help="El DV de un NIT se calcula del número registrado."
            onChange={(e) =>
              setIdentity({
                ...identity,
                idType: e.currentTarget.value as EditedIdentity['idType'],
              })
            }
          >
            <IdTypeOptions />
          </SelectField>
          <SelectField
            label={BUYER_IDENTITY_LABELS.ivaRegime}
            value={identity.ivaRegime ?? ''}
            onChange={(e) =>
              setIdentity({
                ...identity,
                ivaRegime: (e.currentTarget.value || null) as EditedIdentity['ivaRegime'],
              })
            }
          >
            <option value="">Sin dato (no leído del RUT)</option>
            <IvaRegimeOptions />
          </SelectField>
          <SelectField
            label={`${BUYER_IDENTITY_LABELS.incomeTaxDeclarant} (RUT: 05)`}
            value={identity.incomeTaxDeclarant === null ? '' : String(identity.incomeTaxDeclarant)}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setIdentity({
                ...identity,
                incomeTaxDeclarant: value === '' ? null : value === 'true',
              });
            }}
          >
            <option value="">Sin dato (no leído del RUT)</option>
            <option value="true">Sí</option>
            <option value="false">No</option>
          </SelectField>
          {BUYER_TAX_FLAG_KEYS.map((key) => (
            <CheckboxField
              key={key}
              role="switch"
              label={BUYER_TAX_FLAG_LABELS[key]}
              checked={flags[key]}
              onChange={(e) => setFlags({ ...flags, [key]: e.currentTarget.checked })}
            />
          ))}
          <p className={styles.summary} aria-live="polite">
            {withholdingSummary({ ...profile, ...flags })}
          </p>
          <TextAreaField
            label="Motivo del cambio"
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
            icon={<Save size={16} aria-hidden="true" />}
            isLoading={update.isPending}
          >
            Guardar perfil tributario
          </Button>
        </div>
      </form>
    </section>
  );
}
