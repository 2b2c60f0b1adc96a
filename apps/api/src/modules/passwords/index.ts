import type { Limits } from '../../config/limits';
import { transactional } from '../../db/transactional';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import type { PasswordHasher } from '../../lib/password-hasher';
import type { ShopModule } from '../../lib/shop-module';
import type { Platform } from '../../platform/context';
import type { AuthService } from '../auth/service';
import type { MailSettingsPort } from '../../platform/mail/mailer';
import type { ConfigReader } from '../config/service';
import { createPasswordRepository } from './repository';
import { passwordRoutes } from './routes';
import { createPasswordService } from './service';

/** Changing a password, and recovering a forgotten one by a link mailed to the account. */
export function passwordsModule(
  deps: Pick<Platform, 'db' | 'outbox'> & {
    siteConfig: ConfigReader;
    mailSettings: MailSettingsPort;
    auth: AuthService;
    limiter: AttemptLimiter;
    hasher: PasswordHasher;
    /** Recovery links are built from it, never from a request's Host. */
    publicUrl?: string;
    limits: Limits;
  },
): ShopModule {
  const { limits } = deps;
  const passwords = createPasswordService({
    ...deps,
    passwords: transactional(deps.db, createPasswordRepository),
    maxWrongPasswords: limits.login.perEmail,
    siteUrl: deps.publicUrl ?? 'http://localhost:3000',
    recoveryJitterMs: limits.passwords.recoveryJitterMs,
  });
  const mailConfigured = async () => (await deps.mailSettings()).smtp !== null;
  return { routes: [passwordRoutes(passwords, limits.passwords, mailConfigured)] };
}
