import { signedIn, type Principal } from '../access/caller.js';
import { InvalidFieldError, NotFoundError } from '../common/errors.js';
import type { ImportJobRecord } from './models.js';
import type { ImportJobRepository } from './repository.js';

const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An import of the caller's (another person's answers NOT_FOUND, as an id that never was). */
export async function ownImport(jobs: ImportJobRepository, principal: Principal | null, id: string): Promise<ImportJobRecord> {
  const caller = signedIn(principal);
  if (!JOB_ID.test(id)) throw new InvalidFieldError('id', 'is not an import id');
  const job = await jobs.find(id);
  if (job.ownerId !== caller.accountId) throw new NotFoundError(`Import ${id} not found`);
  return job;
}

/** Stops a running import between batches (a ready one at once); an ended one answers as it ended. */
export async function cancelImport(jobs: ImportJobRepository, principal: Principal | null, id: string): Promise<ImportJobRecord> {
  await ownImport(jobs, principal, id);
  return jobs.requestCancel(id);
}
