import type { AuditedWrite, AuditPlan } from '../audit/plan.js';
import type { ApiKeyRecord } from './models.js';
import type { ApiKeyRepository, apiKeyMethods } from './repository.js';

/**
 * A key made or revoked is an event of its owner's account naming the key (its name and access, when it expires),
 * never its secret or hash; not undone from the log (a revoked key is not brought back). Noting uses is the keys'
 * own bookkeeping, private.
 */
const accountEvent = (action: 'api_key_created' | 'api_key_revoked'): AuditedWrite<ApiKeyRecord | undefined> => ({
  subject: 'Account',
  action,
  shape: 'create',
  record: (key) => key && { id: key.accountId, apiKey: key.name, apiKeyAccess: key.access, apiKeyExpiresAt: key.expiresAt },
  omit: [],
  undo: null,
});

export const apiKeyAudit: AuditPlan<ApiKeyRepository, typeof apiKeyMethods> = {
  create: accountEvent('api_key_created'),
  revoke: accountEvent('api_key_revoked'),
  recordUses: 'private',
};
