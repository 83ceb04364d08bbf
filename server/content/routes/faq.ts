import type { FastifyPluginAsync } from 'fastify';
import { featherIcon } from '../../common/legacy-icons.js';
import { errorSchema, protectedErrorResponses, searchSchema } from '../../common/schemas.js';
import { arr, int, obj, str } from '../json-schema.js';
import { FAQ_CATEGORY_KEYS } from '../faq/models.js';

export const qandASchema = arr(obj({ question: str, ans: str }));
const faqCategorySchema = obj({ icon: str, title: str, subtitle: str, qandA: qandASchema });
const questionRefSchema = obj({ id: int, question: str, slug: str });
const slugSchema = { type: 'string', minLength: 1, maxLength: 100 } as const;

/**
 * GET /faq/data and the knowledge base reads (spec section 7 Content). The legacy knowledge-base
 * pages ask for a category and a question without saying which: they get the first category and
 * its first question. Section icons are react-feather components and colours text classes there.
 */
export const faqRoutes: FastifyPluginAsync = async (app) => {
  const repo = () => app.repositories.content;
  const kb = () => repo().knowledgeBase;
  const firstCategory = async () => (await kb().cards())[0].category;
  const firstQuestion = async (category: string) => (await kb().category(category))[0].questions[0].slug;

  app.get<{ Querystring: { q: string } }>(
    '/faq/data',
    {
      config: { ability: ['read', 'Content'] },
      schema: {
        tags: ['content'],
        summary: 'FAQ categories, each with only the Q&A whose question contains q (case-insensitive)',
        querystring: { type: 'object', properties: { q: searchSchema } },
        response: {
          200: { type: 'object', properties: Object.fromEntries(FAQ_CATEGORY_KEYS.map((k) => [k, faqCategorySchema])) },
          ...protectedErrorResponses,
        },
      },
    },
    async (request) =>
      // The legacy FAQ tabs draw `icon` as a react-feather component.
      Object.fromEntries(
        Object.entries(await repo().faq.search(request.query.q)).map(([key, category]) => [key, { ...category, icon: featherIcon(category.icon) }]),
      ),
  );

  app.get(
    '/faq/data/knowledge_base',
    {
      config: { ability: ['read', 'Content'] },
      schema: {
        tags: ['content'],
        summary: 'Knowledge base cards',
        response: { 200: arr(obj({ id: int, category: str, img: str, title: str, desc: str })), ...protectedErrorResponses },
      },
    },
    async () => repo().knowledgeBase.cards(),
  );

  app.get<{ Querystring: { category?: string } }>(
    '/faq/data/category',
    {
      config: { ability: ['read', 'Content'] },
      schema: {
        tags: ['content'],
        summary: "A knowledge base category's sections of questions (the first category when none is given)",
        querystring: { type: 'object', properties: { category: slugSchema } },
        response: {
          200: arr(obj({ id: int, title: str, icon: str, iconColor: str, questions: arr(questionRefSchema) })),
          ...protectedErrorResponses,
          404: errorSchema,
        },
      },
    },
    async (request) =>
      (await kb().category(request.query.category ?? (await firstCategory()))).map((section) => ({
        ...section,
        icon: featherIcon(section.icon),
        iconColor: `text-${section.iconColor}`,
      })),
  );

  app.get<{ Querystring: { category?: string; question?: string } }>(
    '/faq/data/question',
    {
      config: { ability: ['read', 'Content'] },
      schema: {
        tags: ['content'],
        summary: 'A knowledge base article by category and question slug (the first of each when not given)',
        querystring: {
          type: 'object',
          properties: { category: slugSchema, question: slugSchema },
        },
        response: {
          200: obj({
            id: int,
            category: str,
            slug: str,
            title: str,
            lastUpdated: str,
            relatedQuestions: arr(questionRefSchema),
            content: str,
          }),
          ...protectedErrorResponses,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const category = request.query.category ?? (await firstCategory());
      return kb().question(category, request.query.question ?? (await firstQuestion(category)));
    },
  );
};
