import { NotFoundError } from '../common/errors.js';
import type { Repositories } from '../common/repositories.js';
import type { EmailVerification } from '../auth/email-verification.js';
import type { AccountSettingsView, GeneralChanges } from './account-settings/repository.js';

/**
 * The general section saved, on both faces. Its address is the login account's: another one is not stored but
 * asked for (a link to it, a notice to the old one), and becomes the account's once the link is followed. The
 * change is checked first (a malformed or taken address, a letter sent within the minute), so a refused save
 * stores nothing.
 */
export async function saveGeneral(
  repositories: Repositories,
  addresses: Pick<EmailVerification, 'changeNeeded' | 'requestChange'>,
  accountId: number,
  input: GeneralChanges,
): Promise<AccountSettingsView> {
  const account = await repositories.accounts.findById(accountId);
  if (!account) throw new NotFoundError(`Account ${accountId} not found`);
  const change = await addresses.changeNeeded(account, input.email);
  const saved = await repositories.content.accountSettings.updateGeneral(account, input);
  if (!change) return saved;
  return repositories.content.accountSettings.get(await addresses.requestChange(accountId, input.email));
}
