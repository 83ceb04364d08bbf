import type { ContentSeed } from '../server/content/models.js';
import { seedAccountSettings } from './content/account-settings.js';
import { seedAutocomplete } from './content/autocomplete.js';
import { seedBlog } from './content/blog.js';
import { seedCards } from './content/cards.js';
import { seedFaq } from './content/faq.js';
import { seedKnowledgeBase } from './content/knowledge-base.js';
import { seedPricing } from './content/pricing.js';
import { seedProfile } from './content/profile.js';

/** Seed of the content domain: help pages, blog, pricing, profile, account settings and dashboard cards. */
export function seedContent(): ContentSeed {
  return {
    faq: seedFaq(),
    knowledgeBase: seedKnowledgeBase(),
    blog: seedBlog(),
    pricing: seedPricing(),
    profile: seedProfile(),
    accountSettings: seedAccountSettings(),
    autocomplete: seedAutocomplete(),
    cards: seedCards(),
  };
}
