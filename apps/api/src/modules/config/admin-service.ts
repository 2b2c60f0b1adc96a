import { isDeepStrictEqual } from 'node:util';
import {
  bogotaDate,
  CONFIG_MESSAGES,
  ERRORS,
  type AdminConfig,
  type AuditHistory,
  type AuditState,
  type ConfigData,
  type PageRequest,
  type PublicConfig,
  type SellerProfilePatch,
  type SmtpPatch,
  smtpPasswordMustBeTyped,
  TAX_MESSAGES,
} from '@shop/shared';
import type { SmtpSettings } from '../../db/schema';
import type { Transactional } from '../../db/transactional';
import { AppError, fieldError, internal } from '../../lib/errors';
import type { AuditService } from '../../platform/audit/service';
import type { TaxRulesPort } from '../taxes/service';
import {
  publicTaxFigures,
  toPublicConfig,
  type ConfigRepository,
  type SiteConfigRow,
} from './repository';
import { sellerProfileOf } from './service';
import { maskedKey, mergeWompi, wompiView } from './wompi-keys';
import { defined } from '../../lib/defined';

/** Sends one mail at once with these SMTP settings (app.ts hands in the mail module's sender). */
export type SmtpSender = (
  smtp: SmtpSettings,
  shopName: string,
  mail: { to: string; subject: string; text: string; html: string },
) => Promise<void>;

interface Deps {
  config: Transactional<ConfigRepository>;
  audit: AuditService;
  /** The dated tax rules: the public `taxes` and `retentionThreshold` are today's figures. */
  taxRules: TaxRulesPort;
  send: SmtpSender;
  /** The HTML body of a mail, in the shop's mail layout. */
  mailHtml: (shopName: string, paragraphs: string[]) => string;
  /** The shop's address, for the gateway's events URL staff copy. */
  publicUrl: string;
}

const NO_SMTP: SmtpSettings = { host: '', port: 587, user: '', pass: '', secure: false, from: '' };

/** The full settings as an admin reads them: the SMTP password only as `hasPassword`. */
export function toAdminConfig(
  row: SiteConfigRow,
  publicConfig: PublicConfig,
  publicUrl: string,
): AdminConfig {
  const { pass, ...smtp } = row.smtp ?? NO_SMTP;
  return {
    ...publicConfig,
    smtp: { ...smtp, hasPassword: pass !== '' },
    notificationEmail: row.notificationEmail ?? '',
    quoteValidityDays: row.quoteValidityDays,
    seller: sellerProfileOf(row),
    bankAccounts: row.bankAccounts,
    wompi: wompiView(row.wompi, publicUrl),
    onlinePaymentHours: row.onlinePaymentHours,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The stored settings with the patch over them. The stored password goes only with the host, port
 * and user it was stored with: a patch that changes one of them must bring its own password (typed
 * again, or '' to clear it), else it is refused and nothing is sent or saved (`path` names the
 * field for the page).
 */
function mergeSmtp(
  stored: SmtpSettings | null,
  patch: SmtpPatch | undefined,
  path = 'smtp.pass',
): SmtpSettings {
  const current = { ...NO_SMTP, ...stored };
  if (smtpPasswordMustBeTyped({ ...current, hasPassword: current.pass !== '' }, patch))
    throw fieldError('SMTP_PASSWORD_REQUIRED', path);
  return { ...current, ...defined(patch) };
}

/** The columns the seller profile of `configData.seller` is stored in. */
const SELLER_COLUMNS = {
  nit: 'shopNit',
  regime: 'sellerRegime',
  autorretenedor: 'sellerAutorretenedor',
  granContribuyente: 'sellerGranContribuyente',
  address: 'shopAddress',
  city: 'shopCity',
  municipalityCode: 'shopMunicipalityCode',
  phone: 'shopPhone',
  email: 'shopEmail',
} as const satisfies Record<keyof SellerProfilePatch, keyof SiteConfigRow>;

const sellerColumns = (seller: SellerProfilePatch | undefined): Partial<SiteConfigRow> =>
  Object.fromEntries(
    Object.entries(defined(seller)).map(([key, value]) => [
      SELLER_COLUMNS[key as keyof SellerProfilePatch],
      value,
    ]),
  );

/** The row's new values: nested maps merged key by key, so a partial patch leaves the rest. */
function merged(row: SiteConfigRow, data: ConfigData): Partial<SiteConfigRow> {
  // `taxes` and `retentionThreshold` never get here: the schema refuses them (movedToRules).
  const {
    theme,
    extraPercentage,
    taxes: _taxes,
    retentionThreshold: _retentionThreshold,
    seller,
    smtp,
    notificationEmail,
    documentTerms,
    bankAccounts,
    wompi,
    ...scalars
  } = data;
  return {
    ...defined(scalars),
    ...(theme && {
      theme: {
        light: { ...row.theme.light, ...defined(theme.light) },
        dark: { ...row.theme.dark, ...defined(theme.dark) },
      },
    }),
    ...(extraPercentage && {
      extraPercentage: { ...row.extraPercentage, ...defined(extraPercentage) },
    }),
    ...sellerColumns(seller),
    ...(documentTerms && {
      documentTerms: { ...row.documentTerms, ...defined(documentTerms) },
    }),
    // The list is sent whole, in print order: it replaces the stored one.
    ...(bankAccounts && { bankAccounts }),
    ...(smtp && { smtp: mergeSmtp(row.smtp, smtp, 'configData.smtp.pass') }),
    ...(wompi && { wompi: mergeWompi(row.wompi, wompi) }),
    ...(notificationEmail !== undefined && { notificationEmail: notificationEmail || null }),
  };
}

/**
 * Every leaf the patch names, as a dotted path: `theme.light.primary`, `smtp.pass`. A list (the
 * bank accounts) is one leaf: it is replaced whole, so the log shows it whole before and after.
 */
function leaves(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, v]) => {
    if (v === undefined) return [];
    const path = prefix + key;
    return v !== null && typeof v === 'object' && !Array.isArray(v)
      ? leaves(v as object, `${path}.`)
      : [path];
  });
}

/** The value at a dotted path of the patch's shape (`seller.nit` reads the seller profile). */
const at = (row: SiteConfigRow, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (v, key) => (v as Record<string, unknown> | null)?.[key] ?? null,
      path.startsWith('seller.') ? { seller: sellerProfileOf(row) } : row,
    );

/**
 * The touched fields before and after, by dotted path; the SMTP password never appears, only
 * that it was set, changed or cleared.
 */
function auditStates(before: SiteConfigRow, after: SiteConfigRow, data: ConfigData) {
  const states: { before: AuditState; after: AuditState } = { before: {}, after: {} };
  for (const path of leaves(data)) {
    const [b, a] = [at(before, path), at(after, path)];
    if (isDeepStrictEqual(b, a)) continue;
    if (path === 'smtp.pass' || (path.startsWith('wompi.') && path !== 'wompi.environment')) {
      states.before[path] = maskedKey(b, false);
      states.after[path] = maskedKey(a, true);
      continue;
    }
    states.before[path] = b;
    states.after[path] = a;
  }
  return states;
}

/** Why the SMTP server did not take the test mail, in words an admin can act on. */
function smtpFailure(err: unknown, smtp: SmtpSettings): string {
  const e = err as { code?: string; responseCode?: number; response?: string };
  const where = `${smtp.host}:${smtp.port}`;
  if (e.code === 'EAUTH')
    return 'El servidor SMTP rechazó el usuario o la contraseña. Revíselos y vuelva a intentarlo.';
  if (e.code === 'EDNS')
    return `No se encontró el servidor SMTP «${smtp.host}». Revise el nombre del servidor.`;
  if (e.code === 'ETIMEDOUT')
    return `El servidor SMTP ${where} no respondió a tiempo. Revise el servidor y el puerto.`;
  if (e.responseCode)
    return `El servidor SMTP respondió ${e.responseCode}: ${(e.response ?? '').slice(0, 200)}. Revise el remitente y la cuenta.`;
  if (e.code === 'ECONNECTION' || e.code === 'ESOCKET')
    return `No se pudo conectar con el servidor SMTP ${where}. Revise el servidor, el puerto y la conexión segura (SSL/TLS).`;
  return ERRORS.SMTP_FAILED.message;
}

/** The configuration page's writes and reads (ADMIN_CONFIG). */
export function createConfigAdminService({
  config,
  audit,
  taxRules,
  send,
  mailHtml,
  publicUrl,
}: Deps) {
  const current = async () => {
    const row = await config.repo.get();
    if (!row) throw internal('site_config row 1 is missing');
    return row;
  };
  const publicOf = async (row: SiteConfigRow): Promise<PublicConfig> =>
    toPublicConfig(row, publicTaxFigures(await taxRules.rules(), bogotaDate()));
  const adminOf = async (row: SiteConfigRow) => toAdminConfig(row, await publicOf(row), publicUrl);

  return {
    /** What anyone reads at GET /api/config; the tax figures are today's (docs/taxes.md). */
    publicConfig: async (): Promise<PublicConfig> => publicOf(await current()),

    full: async (): Promise<AdminConfig> => adminOf(await current()),

    /** Changes only the fields sent, and records them (password masked) in the audit log. */
    async update(actorUserId: number, data: ConfigData): Promise<AdminConfig> {
      const municipality = data.seller?.municipalityCode;
      if (municipality && !(await config.repo.municipalityExists(municipality)))
        throw fieldError(
          'VALIDATION_ERROR',
          'configData.seller.municipalityCode',
          TAX_MESSAGES.sellerMunicipalityUnknown,
        );
      const after = await config.inTransaction(async (repo, tx) => {
        const before = await repo.getForUpdate();
        if (!before) throw internal('site_config row 1 is missing');
        const after = await repo.update(merged(before, data));
        await audit.record(tx, {
          actorUserId,
          entity: 'config',
          entityId: 1,
          action: 'update',
          ...auditStates(before, after, data),
        });
        return after;
      });
      return adminOf(after);
    },

    history: (page: PageRequest): Promise<AuditHistory> => audit.history('config', 1, page),

    /**
     * Sends a test mail to `to` with the stored settings, overridden by `override`; the stored
     * password only to the stored host, port and user.
     */
    async testMail(to: string, override: SmtpPatch | undefined): Promise<{ message: string }> {
      const row = await current();
      const smtp = mergeSmtp(row.smtp, override);
      if (!smtp.host) throw fieldError('SMTP_NOT_CONFIGURED', 'smtp.host');
      const lines = [
        'Este es un correo de prueba enviado desde la página de configuraciones.',
        `Servidor: ${smtp.host}:${smtp.port}${smtp.secure ? ' (SSL/TLS)' : ''}.`,
        'Si lo recibe, la tienda puede enviar sus correos con esta configuración.',
      ];
      try {
        await send(smtp, row.shopName, {
          to,
          subject: `Correo de prueba de ${row.shopName}`,
          text: lines.join('\n\n'),
          html: mailHtml(row.shopName, lines),
        });
      } catch (err) {
        throw new AppError('SMTP_FAILED', smtpFailure(err, smtp));
      }
      return { message: CONFIG_MESSAGES.testMailSent(to) };
    },
  };
}
export type ConfigAdminService = ReturnType<typeof createConfigAdminService>;
