import type { ContentSeed } from '../../seed/content.js';
import type { Clock } from '../repositories.js';
import { AccountSettingsRepository } from './repositories/account-settings.js';
import { AutocompleteRepository } from './repositories/autocomplete.js';
import { BlogRepository } from './repositories/blog.js';
import { CardsRepository } from './repositories/cards.js';
import { FaqRepository } from './repositories/faq.js';
import { KnowledgeBaseRepository } from './repositories/knowledge-base.js';
import { ProfileRepository } from './repositories/profile.js';
import { MemorySettingsRecords, type SettingsRecords } from './repositories/settings-records.js';

/**
 * Owner of the content domain's state: one part per page family, each over its own deep copy of
 * the seed so a test's edits never leak into another app instance. Account settings belong to each
 * account and live in the chosen store (`settings`); the pages are shared.
 */
export class ContentRepository {
  readonly faq: FaqRepository;
  readonly knowledgeBase: KnowledgeBaseRepository;
  readonly blog: BlogRepository;
  readonly profile: ProfileRepository;
  readonly accountSettings: AccountSettingsRepository;
  readonly autocomplete: AutocompleteRepository;
  readonly cards: CardsRepository;
  private readonly pricingData: ContentSeed['pricing'];

  constructor(seed: ContentSeed, clock: Clock, settings: SettingsRecords = new MemorySettingsRecords()) {
    const own = structuredClone(seed);
    this.faq = new FaqRepository(own.faq);
    this.knowledgeBase = new KnowledgeBaseRepository(own.knowledgeBase);
    this.blog = new BlogRepository(own.blog, clock);
    this.profile = new ProfileRepository(own.profile);
    this.accountSettings = new AccountSettingsRepository(own.accountSettings, clock, settings);
    this.autocomplete = new AutocompleteRepository(own.autocomplete);
    this.cards = new CardsRepository(own.cards);
    this.pricingData = own.pricing;
  }

  pricing(): ContentSeed['pricing'] {
    return this.pricingData;
  }
}
