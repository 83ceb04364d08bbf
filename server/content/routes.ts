import type { FastifyPluginAsync } from 'fastify';
import { accountSettingsRoutes } from './routes/account-settings.js';
import { autocompleteRoutes } from './routes/autocomplete.js';
import { blogRoutes } from './routes/blog.js';
import { cardRoutes } from './routes/cards.js';
import { faqRoutes } from './routes/faq.js';
import { pricingRoutes } from './routes/pricing.js';
import { profileRoutes } from './routes/profile.js';

/** Every REST route of the content domain, one plugin per page family. */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(faqRoutes);
  await app.register(blogRoutes);
  await app.register(pricingRoutes);
  await app.register(profileRoutes);
  await app.register(accountSettingsRoutes);
  await app.register(autocompleteRoutes);
  await app.register(cardRoutes);
};
