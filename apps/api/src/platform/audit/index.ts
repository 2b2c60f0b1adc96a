import type { Db } from '../../db/client';
import { createAuditRepository } from './repository';
import { createAuditService } from './service';

/** The audit log every admin write records itself in, inside its own transaction (ADR 007). */
export const auditLog = (db: Db) => createAuditService(createAuditRepository(db));
