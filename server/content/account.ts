import { InvalidInputError, NotFoundError } from '../errors.js';
import type { Repositories } from '../repositories.js';
import type { AccountRef } from './account-settings/repository.js';

export const PASSWORD_LIMITS = { min: 8, max: 128 } as const;

/** The signed-in account whose settings a request reads or edits. */
export async function accountRef(repositories: Repositories, accountId: number): Promise<AccountRef> {
  const account = await repositories.accounts.findById(accountId);
  if (!account) throw new NotFoundError(`Account ${accountId} not found`);
  return account;
}

/**
 * The account-settings password form: the current password must match (checked by the accounts'
 * own authenticate) and the new one must differ and fit the length rule; otherwise nothing changes.
 */
export async function changePassword(repositories: Repositories, accountId: number, currentPassword: string, newPassword: string) {
  const account = await accountRef(repositories, accountId);
  if (!(await repositories.accounts.authenticate(account.email, currentPassword))) {
    throw new InvalidInputError('Current password is incorrect');
  }
  if (newPassword.length < PASSWORD_LIMITS.min || newPassword.length > PASSWORD_LIMITS.max) {
    throw new InvalidInputError(`New password must be ${PASSWORD_LIMITS.min}-${PASSWORD_LIMITS.max} characters`);
  }
  if (newPassword === currentPassword) throw new InvalidInputError('New password must differ from the current one');
  await repositories.accounts.setPassword(account.id, newPassword);
  return { id: account.id, ok: true };
}
