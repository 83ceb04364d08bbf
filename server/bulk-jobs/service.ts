import type { Action, Subject } from '../access/abilities.js';
import { signedIn, type Principal } from '../access/caller.js';
import type { RoleAbilities } from '../access/role-abilities.js';
import type { AccountRole } from '../access/roles.js';
import { InvalidFieldError, NotFoundError } from '../common/errors.js';
import type { BulkJobRecord } from './models.js';
import type { BulkJobRepository } from './repository.js';

const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A job of the caller's (another person's answers NOT_FOUND, as an id that never was). */
export async function ownJob(jobs: BulkJobRepository, principal: Principal | null, id: string): Promise<BulkJobRecord> {
  const caller = signedIn(principal);
  if (!JOB_ID.test(id)) throw new InvalidFieldError('id', 'is not a bulk job id');
  const job = await jobs.find(id);
  if (job.ownerId !== caller.accountId) throw new NotFoundError(`Bulk job ${id} not found`);
  return job;
}

export async function cancelJob(jobs: BulkJobRepository, principal: Principal | null, id: string): Promise<BulkJobRecord> {
  await ownJob(jobs, principal, id);
  return jobs.requestCancel(id);
}

/** What re-reads whether an account may still do something: its current role's ability (a deactivated account may not). */
export interface AbilitySource {
  roleAbilities: RoleAbilities;
  accountRole(accountId: number): Promise<{ role: AccountRole; active: boolean } | undefined>;
}

export function stillAllowed(source: AbilitySource, accountId: number, action: Action, subject: Subject): () => Promise<boolean> {
  return async () => {
    const account = await source.accountRole(accountId);
    return account !== undefined && account.active && (await source.roleAbilities.current()).abilityOf(account.role).can(action, subject);
  };
}
