import type { SellerProfile } from '@shop/shared';
import { transactional } from '../../db/transactional';
import { internal } from '../../lib/errors';
import type { ShopModule } from '../../lib/shop-module';
import type { Platform } from '../../platform/context';
import { mailHtml } from '../../platform/mail/layout';
import { sendDirect, type MailSettingsPort } from '../../platform/mail/mailer';
import type { TaxRulesPort } from '../taxes/service';
import { configAdminRoutes } from './admin-routes';
import { createConfigAdminService } from './admin-service';
import { createConfigRepository } from './repository';
import { configRoutes } from './routes';
import { createConfigService, sellerProfileOf, type SiteConfigRow } from './service';

export { WOMPI_EVENTS_PATH } from './wompi-keys';

/** The site settings: read on the read connections by every module that prices or mails. */
export function configModule({
  db,
  reads,
  audit,
  taxRules,
  publicUrl,
}: Pick<Platform, 'db' | 'reads' | 'audit'> & { taxRules: TaxRulesPort; publicUrl: string }) {
  const siteConfig = createConfigService(createConfigRepository(reads));
  const siteConfigRow = async (): Promise<SiteConfigRow> => {
    const row = await siteConfig.get();
    if (!row) throw internal('site_config row 1 is missing');
    return row;
  };
  const admin = createConfigAdminService({
    config: transactional(db, createConfigRepository),
    audit,
    taxRules,
    send: sendDirect,
    mailHtml,
    publicUrl,
  });
  const mailSettings: MailSettingsPort = async () => {
    const config = await siteConfig.get();
    return {
      smtp: config?.smtp?.host ? config.smtp : null,
      shopName: config?.shopName ?? 'Tienda',
    };
  };
  return {
    routes: [configRoutes(siteConfig, admin), configAdminRoutes(admin)],
    ports: {
      siteConfig,
      siteConfigRow,
      /** The fraction a client type pays on top of the base price. */
      extraFraction: siteConfig.extraFraction,
      /** The shop as seller today (docs/taxes.md). */
      sellerProfile: async (): Promise<SellerProfile> => sellerProfileOf(await siteConfigRow()),
      mailSettings,
    },
  } satisfies ShopModule;
}
