import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { InvalidInputError } from '../../common/errors.js';
import { FAQ_CATEGORY_KEYS } from '../faq/models.js';

const AUTOCOMPLETE_MAX = 100;

/** faq, knowledge base, pricing and autocomplete: read-only, 'read Content' like REST. */
export const helpResolvers: Resolvers = {
  Query: {
    faq: async (_parent, { q }, ctx) => {
      ctx.authorize('read', 'Content');
      const categories = await ctx.repositories.content.faq.search(q ?? '');
      return FAQ_CATEGORY_KEYS.map((key) => ({ key, ...categories[key] }));
    },
    knowledgeBase: (_parent, _args, ctx) => {
      ctx.authorize('read', 'Content');
      return ctx.repositories.content.knowledgeBase.cards();
    },
    kbCategory: (_parent, { slug }, ctx) => {
      ctx.authorize('read', 'Content');
      return ctx.repositories.content.knowledgeBase.category(slug);
    },
    kbQuestion: (_parent, { category, slug }, ctx) => {
      ctx.authorize('read', 'Content');
      return ctx.repositories.content.knowledgeBase.question(category, slug);
    },
    pricing: (_parent, _args, ctx) => {
      ctx.authorize('read', 'Content');
      return ctx.repositories.content.pricing.get();
    },
    autocomplete: (_parent, { q, limit }, ctx) => {
      ctx.authorize('read', 'Content');
      if (limit != null && limit > AUTOCOMPLETE_MAX) throw new InvalidInputError(`limit must be at most ${AUTOCOMPLETE_MAX}`);
      return ctx.repositories.content.autocomplete.search(q ?? '', limit ?? AUTOCOMPLETE_MAX);
    },
  },
};
