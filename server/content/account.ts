import { NotFoundError } from '../common/errors.js';
import type { AccountRef } from './account-settings/repository.js';
import type { Repositories } from '../common/repositories.js';

/** The signed-in account whose settings a request reads or edits. */
export async function accountRef(repositories: Repositories, accountId: number): Promise<AccountRef> {
  const account = await repositories.accounts.findById(accountId);
  if (!account) throw new NotFoundError(`Account ${accountId} not found`);
  return account;
}
