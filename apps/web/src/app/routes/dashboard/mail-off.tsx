import type { ReactNode } from 'react';
import { MailOffNotice } from '../../../components/ui/notice/mail-off-notice';
import { paths } from '../../../config/paths';
import { useSession } from '../../../features/auth/api/get-session';
import { useConfig } from '../../../features/config/api/get-config';

/**
 * The notice beside an action that would mail a customer, shown only while the shop has no SMTP
 * server (the public config says whether it has one); it links to the setting for ADMIN_CONFIG.
 */
export function MailOff({ children }: { children: ReactNode }) {
  const { data: config } = useConfig();
  const permissions = useSession().data?.permissions ?? [];
  if (config?.mailConfigured !== false) return null;
  const configHref = permissions.includes('ADMIN_CONFIG')
    ? `${paths.dashboardConfig.getHref()}#config-smtp`
    : undefined;
  return <MailOffNotice configHref={configHref}>{children}</MailOffNotice>;
}
