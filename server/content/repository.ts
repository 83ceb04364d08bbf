import type { Db } from '../db/connection.js';
import { revisioned, type MethodKinds, type Revisions } from '../common/revisions.js';
import { PostgresSettingsRecords } from './account-settings/postgres-records.js';
import { MemorySettingsRecords } from './account-settings/records.js';
import { AccountSettingsRepository } from './account-settings/repository.js';
import { MemoryAutocompleteRepository } from './autocomplete/memory-repository.js';
import { PostgresAutocompleteRepository } from './autocomplete/postgres-repository.js';
import type { AutocompleteRepository } from './autocomplete/repository.js';
import { MemoryBlogRepository } from './blog/memory-repository.js';
import { PostgresBlogRepository } from './blog/postgres-repository.js';
import type { BlogRepository } from './blog/repository.js';
import { MemoryCardsRepository } from './cards/memory-repository.js';
import { PostgresCardsRepository } from './cards/postgres-repository.js';
import type { CardsRepository } from './cards/repository.js';
import { MemoryFaqRepository } from './faq/memory-repository.js';
import { PostgresFaqRepository } from './faq/postgres-repository.js';
import type { FaqRepository } from './faq/repository.js';
import { MemoryKnowledgeBaseRepository } from './knowledge-base/memory-repository.js';
import { PostgresKnowledgeBaseRepository } from './knowledge-base/postgres-repository.js';
import type { KnowledgeBaseRepository } from './knowledge-base/repository.js';
import { MemoryPricingRepository } from './pricing/memory-repository.js';
import { PostgresPricingRepository } from './pricing/postgres-repository.js';
import type { PricingRepository } from './pricing/repository.js';
import { MemoryProfileRepository } from './profile/memory-repository.js';
import { PostgresProfileRepository } from './profile/postgres-repository.js';
import type { ProfileRepository } from './profile/repository.js';
import type { Clock } from '../common/clock.js';
import type { ContentSeed } from './models.js';

declare module '../common/repositories.js' {
  interface Repositories {
    content: ContentRepository;
  }
}

/**
 * The content domain: one repository per page family, each an async interface with a memory and a
 * PostgreSQL store (server/content/<part>/). The pages are shared; profile likes and votes and account
 * settings belong to each account.
 */
export interface ContentRepository {
  readonly faq: FaqRepository;
  readonly knowledgeBase: KnowledgeBaseRepository;
  readonly blog: BlogRepository;
  readonly profile: ProfileRepository;
  readonly pricing: PricingRepository;
  readonly accountSettings: AccountSettingsRepository;
  readonly autocomplete: AutocompleteRepository;
  readonly cards: CardsRepository;
}

/** Every part in this process's memory, each over its own copy of the seed. */
export function memoryContent(seed: ContentSeed, clock: Clock): ContentRepository {
  return {
    faq: new MemoryFaqRepository(seed.faq),
    knowledgeBase: new MemoryKnowledgeBaseRepository(seed.knowledgeBase),
    blog: new MemoryBlogRepository(seed.blog, clock),
    profile: new MemoryProfileRepository(seed.profile),
    pricing: new MemoryPricingRepository(seed.pricing),
    accountSettings: new AccountSettingsRepository(new MemorySettingsRecords(seed.accountSettings), clock),
    autocomplete: new MemoryAutocompleteRepository(seed.autocomplete),
    cards: new MemoryCardsRepository(seed.cards),
  };
}

/** Every part in PostgreSQL (server/content/tables.ts), the seed loaded there once. */
export function postgresContent(db: Db, clock: Clock): ContentRepository {
  return {
    faq: new PostgresFaqRepository(db),
    knowledgeBase: new PostgresKnowledgeBaseRepository(db),
    blog: new PostgresBlogRepository(db, clock),
    profile: new PostgresProfileRepository(db),
    pricing: new PostgresPricingRepository(db),
    accountSettings: new AccountSettingsRepository(new PostgresSettingsRecords(db), clock),
    autocomplete: new PostgresAutocompleteRepository(db),
    cards: new PostgresCardsRepository(db),
  };
}

/** Which methods of each part change state (server/common/revisions.ts). */
export const contentMethods = {
  faq: { search: 'read' },
  knowledgeBase: { cards: 'read', category: 'read', question: 'read' },
  blog: { list: 'read', get: 'read', sidebar: 'read', update: 'write', toggleBookmark: 'write', addComment: 'write' },
  profile: { view: 'read', toggleLike: 'write', vote: 'write' },
  pricing: { get: 'read' },
  accountSettings: { get: 'read', updateGeneral: 'write', updateInfo: 'write', updateSocial: 'write', updateNotifications: 'write' },
  autocomplete: { search: 'read' },
  cards: {
    supportTracker: 'read',
    avgSessions: 'read',
    revenueReport: 'read',
    goalOverview: 'read',
    revenue: 'read',
    productOrders: 'read',
    sessionsByDevice: 'read',
    customers: 'read',
    statistics: 'read',
  },
} as const satisfies { readonly [P in keyof ContentRepository]: MethodKinds<ContentRepository[P]> };

/** The same parts, each part's writes moving the content domain's revision. */
export function revisionedContent(content: ContentRepository, revisions: Revisions): ContentRepository {
  const kinds: { readonly [P in keyof ContentRepository]: MethodKinds<ContentRepository[P]> } = contentMethods;
  const part = <P extends keyof ContentRepository>(name: P) => revisioned('content', content[name], kinds[name], revisions);
  return {
    faq: part('faq'),
    knowledgeBase: part('knowledgeBase'),
    blog: part('blog'),
    profile: part('profile'),
    pricing: part('pricing'),
    accountSettings: part('accountSettings'),
    autocomplete: part('autocomplete'),
    cards: part('cards'),
  };
}
