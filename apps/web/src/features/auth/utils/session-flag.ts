import { storage } from '../../../lib/storage';

/*
 * Not a secret and not the session (that is an HttpOnly cookie): only a note that this browser was
 * signed in, so a 401 from verify can be told apart from a first visit and answered with
 * 'La sesión ha expirado. Inicia sesión nuevamente.'
 */
const KEY = 'hadSession';

export const rememberSession = () => storage.set(KEY, '1');
export const forgetSession = () => storage.remove(KEY);
export const hadSession = () => storage.get(KEY) === '1';
