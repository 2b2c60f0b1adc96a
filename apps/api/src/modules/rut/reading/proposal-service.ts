import { RUT_PROPOSAL_MESSAGES, type RutProposal } from '@shop/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../../db/client';
import type { Transactional } from '../../../db/transactional';
import type { FileStorage } from '../../../lib/storage';
import type { MunicipalityLookup } from '../../municipalities/service';
import type { RutRepository } from '../repository';
import { proposalOf, type Registered } from './proposal';
import type { ProposalRepository, ProposalRow } from './proposal-repository';
import type { RutTextReader } from './rut-text-reader';
import { parseRutText, type ParsedRut } from './rut-text-parser';

interface Deps {
  proposals: Transactional<ProposalRepository>;
  ruts: RutRepository;
  storage: FileStorage;
  reader: RutTextReader;
  municipalities: Pick<MunicipalityLookup, 'locate' | 'find'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

const rutIdFromUrl = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/** Whether the text carried any casilla of the RUT at all. */
const saysAnything = (p: ParsedRut) =>
  p.nit !== null ||
  p.businessName !== null ||
  p.personName !== null ||
  p.responsibilities.length > 0;

export const proposalAnswer = (row: ProposalRow): RutProposal => ({
  status: row.status,
  note: row.note,
  rutUrl: `/api/files/rut/${row.rutFileId}`,
  reading: row.reading,
  proposedFlags: row.proposedFlags,
  proposedIdentity: row.proposedIdentity,
  contradictions: row.contradictions,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/**
 * Reads a claimed RUT and stores what it proposes (docs/taxes.md, "Reading the RUT"). A RUT that
 * cannot be read gets a row that says so and proposes nothing: reading never fails the caller.
 */
export function createProposalService({
  proposals,
  ruts,
  storage,
  reader,
  municipalities,
  log,
}: Deps) {
  const { repo } = proposals;
  const unreadable = (rutFileId: string, userId: number, note: string) =>
    repo.insert({ rutFileId, userId, status: 'UNREADABLE', note });

  return {
    async propose(input: {
      userId: number;
      rutUrl: string;
      registered: Omit<Registered, 'municipalityName'>;
    }) {
      const rutFileId = rutIdFromUrl(input.rutUrl);
      try {
        const file = await ruts.find(rutFileId);
        const data = file && (await storage.get(file.storageKey));
        if (!data) return await unreadable(rutFileId, input.userId, 'No se encontró el archivo');
        const read = await reader.read(data);
        if ('unreadable' in read) return await unreadable(rutFileId, input.userId, read.unreadable);
        const parsed = parseRutText(read.text);
        if (!saysAnything(parsed))
          return await unreadable(
            rutFileId,
            input.userId,
            `${RUT_PROPOSAL_MESSAGES.unreadable} (el texto no tiene las casillas del RUT)`,
          );
        const municipality = await municipalities.locate(parsed);
        const home = await municipalities.find(input.registered.municipalityCode);
        const registered = { ...input.registered, municipalityName: home?.name ?? '' };
        await repo.insert({
          rutFileId,
          userId: input.userId,
          status: 'PROPOSED',
          ...proposalOf(parsed, municipality, registered),
        });
      } catch (err) {
        log.warn({ err, rutFileId }, 'RUT reading failed');
        await unreadable(rutFileId, input.userId, 'Sin texto legible (error al leer)').catch(
          () => {},
        );
      }
    },

    async latest(userId: number): Promise<RutProposal | null> {
      const row = await repo.latestFor(userId);
      return row ? proposalAnswer(row) : null;
    },

    /** The latest proposal, locked in the caller's transaction, with its file id. */
    async lockLatest(tx: Tx, userId: number) {
      const row = await proposals.within(tx).lockLatestFor(userId);
      return row && { rutFileId: row.rutFileId, proposal: proposalAnswer(row) };
    },

    markDecided: (tx: Tx, rutFileId: string, status: 'CONFIRMED' | 'CORRECTED', staffId: number) =>
      proposals.within(tx).markDecided(rutFileId, status, staffId),
  };
}
export type ProposalService = ReturnType<typeof createProposalService>;
/** What registration needs: read the RUT it claimed, after its transaction committed. */
export type RutProposer = ProposalService['propose'];
/** What the clients screen needs: the proposal, and deciding it in its own transaction. */
export type RutProposals = Pick<ProposalService, 'latest' | 'lockLatest' | 'markDecided'>;
