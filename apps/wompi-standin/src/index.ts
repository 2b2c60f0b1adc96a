// What other workspaces use: the server (in-process), the process (spawnWompiStandin), the control
// client, the demo keys, the sandbox test data and the shapes of Wompi's objects.
export { createWompiStandin, type WompiStandin } from './server';
export type { StandinOptions } from './state';
export { spawnWompiStandin, type SpawnOptions, type SpawnedStandin } from './spawn';
export { createStandinControl, type StandinControl } from './control-client';
export { DEMO_KEYS, type WompiKeys } from './demo-keys';
export { eventChecksum, eventChecksumSource, integritySignature } from './signatures';
export {
  APPROVED_CARD,
  APPROVED_NEQUI,
  DECLINED_CARD,
  DECLINED_NEQUI,
  PSE_BANKS,
} from './sandbox-data';
export type { WompiEvent } from './events';
export type {
  PaymentMethod,
  PaymentMethodType,
  Transaction,
  TransactionStatus,
} from './transactions';
export type * from './control-types';
