import { bogotaDate, uvtWarnings, type UvtWarning } from '@shop/shared';
import type { Transactional } from '../../db/transactional';
import { mailHtml } from '../../platform/mail/layout';
import type { Mail } from '../../platform/mail/mailer';
import type { OutboxService } from '../../platform/mail/service';
import type { ConfigReader } from '../config/service';
import type { TaxRulesPort } from '../taxes/service';
import type { TaxNoticeRepository } from './repository';

interface Deps {
  notices: Transactional<TaxNoticeRepository>;
  taxRules: TaxRulesPort;
  siteConfig: ConfigReader;
  outbox: OutboxService;
}

function uvtMissingMail(warning: UvtWarning, shop: { name: string; to: string }): Mail {
  const lines = [
    warning.message,
    'Ábrala en el panel: Configuración › Impuestos, tabla UVT, con el valor y la resolución de la DIAN que lo fija.',
  ];
  return {
    kind: 'uvt-missing',
    to: shop.to,
    subject: `Falta la UVT de ${warning.year} en las reglas de impuestos`,
    text: lines.join('\n\n'),
    html: mailHtml(shop.name, lines),
  };
}

/**
 * Mails the shop's notification address each UVT warning once (docs/taxes.md, "UVT"). Without a
 * notification address nothing is claimed, so the mail goes out once one is set.
 */
export function createTaxReminderService({ notices, taxRules, siteConfig, outbox }: Deps) {
  return {
    async remind(today = bogotaDate()): Promise<number> {
      const warnings = uvtWarnings((await taxRules.rules()).uvt, today);
      const config = warnings.length ? await siteConfig.get() : undefined;
      if (!config?.notificationEmail) return 0;
      const shop = { name: config.shopName, to: config.notificationEmail };
      let sent = 0;
      for (const warning of warnings)
        await notices.inTransaction(async (repo, tx) => {
          if (!(await repo.claim(warning.kind, warning.year))) return;
          await outbox.enqueue(tx, uvtMissingMail(warning, shop));
          sent++;
        });
      if (sent) outbox.wake();
      return sent;
    },
  };
}
export type TaxReminderService = ReturnType<typeof createTaxReminderService>;
