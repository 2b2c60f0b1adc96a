import type { Limits } from '../../config/limits';
import type { Db } from '../../db/client';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import type { PasswordHasher } from '../../lib/password-hasher';
import type { DeviceCookies } from '../../lib/session/device-cookie';
import type { TokenService } from '../../lib/session/tokens';
import type { ShopModule } from '../../lib/shop-module';
import { createAuthRepository } from './repository';
import { authRoutes } from './routes';
import { createAuthService } from './service';

export function authModule(deps: {
  db: Db;
  reads: Db;
  tokens: TokenService;
  limiter: AttemptLimiter;
  hasher: PasswordHasher;
  devices: DeviceCookies;
  limits: Limits;
}) {
  const auth = createAuthService({
    ...deps,
    repo: createAuthRepository(deps.db),
    limits: deps.limits.login,
  });
  return {
    routes: [authRoutes(auth)],
    ports: {
      auth,
      /** Who is behind a session, for the auth plugin: on the read connections, asked on every request. */
      sessions: createAuthRepository(deps.reads),
    },
  } satisfies ShopModule;
}
