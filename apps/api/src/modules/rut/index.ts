import type { Limits } from '../../config/limits';
import { transactional } from '../../db/transactional';
import type { ShopModule } from '../../lib/shop-module';
import type { Platform } from '../../platform/context';
import type { MunicipalityLookup } from '../municipalities/service';
import { createProposalRepository } from './reading/proposal-repository';
import { createProposalService } from './reading/proposal-service';
import { createRutTextReader } from './reading/rut-text-reader';
import { inspectPdf } from './pdf-inspection';
import { createRutRepository } from './repository';
import { fileRoutes } from './routes';
import { createRutService } from './service';
import { scheduleRutSweep } from './sweep';

export type { PdfProblem } from './pdf-inspection';

/**
 * RUT PDFs: uploaded before a registration claims them, swept when nobody does, and read once
 * claimed to propose the account's tax profile (docs/taxes.md, "Reading the RUT").
 */
export function rutModule(
  deps: Pick<Platform, 'db' | 'storage' | 'log'> & {
    limits: Limits;
    municipalities: Pick<MunicipalityLookup, 'locate' | 'find'>;
  },
) {
  const rut = createRutService(transactional(deps.db, createRutRepository), deps.storage);
  const reader = createRutTextReader();
  const proposals = createProposalService({
    ...deps,
    proposals: transactional(deps.db, createProposalRepository),
    ruts: createRutRepository(deps.db),
    reader,
  });
  return {
    routes: [
      fileRoutes(rut, deps.limits.uploadsPerHour),
      async (app) => scheduleRutSweep(app, rut),
      async (app) => void app.addHook('onClose', () => reader.close()),
    ],
    ports: {
      /** Ties an uploaded RUT to the registration that names it, in the registration's transaction. */
      claimRut: rut.claim,
      /** Reads a claimed RUT and stores its proposal; never throws (registration, after commit). */
      proposeFromRut: proposals.propose,
      /**
       * Why a PDF must not be stored (not a PDF, markup, active content, unreadable), or null: the
       * same check for every PDF staff open (transfer receipts).
       */
      inspectPdf,
      /** The proposals staff confirm or correct (the clients screen). */
      rutProposals: {
        latest: proposals.latest,
        lockLatest: proposals.lockLatest,
        markDecided: proposals.markDecided,
      },
    },
  } satisfies ShopModule;
}
