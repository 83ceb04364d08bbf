import { authorize, inPerson, type Principal } from '../access/caller.js';
import type { Clock } from '../common/clock.js';
import { ForbiddenError, NotFoundError } from '../common/errors.js';
import type { KeyAccess } from '../access/caller.js';
import type { ApiKeyIndex } from './key-index.js';
import type { ApiKeyView, CreatedApiKey } from './models.js';
import type { ApiKeyRepository } from './repository.js';
import { checkedKeyId, newKeyRecord, newSecret, viewOf } from './rules.js';
import type { KeyUsage } from './usage.js';

declare module '../graphql/context.js' {
  interface ContextServices {
    apiKeys: ApiKeyService;
  }
}

/**
 * Making, listing and revoking API keys: in person only (never with a key). One's own keys are made with
 * `create ApiKey` ("Доступ к API"), listed and revoked by their owner whatever its role (revoking is always safe);
 * another account's are listed with `manage ApiKey` or `manage Account`, revoked with `manage ApiKey`.
 */
export class ApiKeyService {
  constructor(
    private readonly repo: ApiKeyRepository,
    private readonly index: Pick<ApiKeyIndex, 'put' | 'forget'>,
    private readonly usage: Pick<KeyUsage, 'flush'>,
    private readonly clock: Clock,
  ) {}

  async create(principal: Principal | null, input: { name: string; access: KeyAccess; expiresAt: Date | null }): Promise<CreatedApiKey> {
    const caller = inPerson(principal);
    authorize(caller, 'create', 'ApiKey');
    const secret = newSecret();
    const key = await this.repo.create(newKeyRecord(caller.accountId, input, secret, this.clock()));
    this.index.put(key);
    return { apiKey: viewOf(key), secret };
  }

  async list(principal: Principal | null, accountId?: number): Promise<ApiKeyView[]> {
    const caller = inPerson(principal);
    const owner = accountId ?? caller.accountId;
    if (owner !== caller.accountId && !caller.ability.can('manage', 'ApiKey') && !caller.ability.can('manage', 'Account')) {
      throw new ForbiddenError("You are not allowed to read another account's API keys");
    }
    // Uses noted on this instance are written first, so the list shows them.
    await this.usage.flush();
    return (await this.repo.listOf(owner)).map(viewOf);
  }

  async revoke(principal: Principal | null, id: string): Promise<ApiKeyView> {
    const caller = inPerson(principal);
    const key = await this.repo.find(checkedKeyId(id));
    const mayManage = caller.ability.can('manage', 'ApiKey');
    // Another account's key is not even said to exist to one who may not manage keys.
    if (!key || (key.accountId !== caller.accountId && !mayManage && !caller.ability.can('manage', 'Account'))) throw new NotFoundError(`API key ${id} not found`);
    if (key.accountId !== caller.accountId && !mayManage) throw new ForbiddenError('You are not allowed to revoke another account\'s API keys');
    const revoked = await this.repo.revoke(id, this.clock());
    if (!revoked) throw new NotFoundError(`API key ${id} not found`);
    this.index.forget(id);
    return viewOf(revoked);
  }
}
