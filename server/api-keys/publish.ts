import type { EventPublisher } from '../events/bus.js';
import type { TopicRules } from '../events/catalog.js';
import { liveEvent } from '../events/envelope.js';
import { publishingWrites, type ErrorReporter } from '../events/publishing.js';
import type { ApiKeyRecord, ApiKeyView } from './models.js';
import type { ApiKeyRepository } from './repository.js';
import { viewOf } from './rules.js';

declare module '../events/catalog.js' {
  interface LiveEventTopics {
    /** A key made or revoked: every instance's index (key-index.ts) follows; the owner's open pages may too. */
    apiKey: { change: 'CREATED' | 'REVOKED'; apiKey: ApiKeyView };
  }
}

/** Who may receive this domain's live events: the key's owner (each event's audience), if they may see keys. */
export const apiKeyTopics = { apiKey: { subject: 'ApiKey', shared: false } } as const satisfies Partial<TopicRules>;

/** Keys made and revoked, announced on every instance. */
export function publishApiKeyChanges(repo: ApiKeyRepository, events: EventPublisher, report: ErrorReporter): ApiKeyRepository {
  const announce = (change: 'CREATED' | 'REVOKED') => (key: ApiKeyRecord | undefined) => {
    if (key) events.publish(liveEvent({ topic: 'apiKey', change, apiKey: viewOf(key) }, [key.accountId]));
  };
  return publishingWrites(repo, { create: { after: announce('CREATED') }, revoke: { after: announce('REVOKED') } }, report);
}
