import type { AccountSettingsDefaults } from './account-settings/models.js';
import type { AutocompleteEntry } from './autocomplete/models.js';
import type { BlogPostRecord } from './blog/models.js';
import type { CardsSeed } from './cards/models.js';
import type { FaqSeed } from './faq/models.js';
import type { KnowledgeBaseSeed } from './knowledge-base/models.js';
import type { PricingSeed } from './pricing/models.js';
import type { ProfileSeed } from './profile/models.js';

/** What the content domain starts from: help pages, blog, pricing, profile, account settings and dashboard cards. */
export interface ContentSeed {
  faq: FaqSeed;
  knowledgeBase: KnowledgeBaseSeed;
  blog: BlogPostRecord[];
  pricing: PricingSeed;
  profile: ProfileSeed;
  accountSettings: AccountSettingsDefaults;
  autocomplete: AutocompleteEntry[];
  cards: CardsSeed;
}
