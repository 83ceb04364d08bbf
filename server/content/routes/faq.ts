import type { FastifyPluginAsync } from 'fastify';
import { FAQ_CATEGORY_KEYS } from '../../../seed/content/faq.js';
import { errorSchema, protectedErrorResponses, searchSchema } from '../../common/schemas.js';
import { arr, int, obj, str } from '../json-schema.js';

export const qandASchema = arr(obj({ question: str, ans: str }));
const faqCategorySchema = obj({ icon: str, title: str, subtitle: str, qandA: qandASchema });
const questionRefSchema = obj({ id: int, question: str, slug: str });
const slugSchema = { type: 'string', minLength: 1, maxLength: 100 } as const;

/** GET /faq/data and the knowledge base reads (spec section 7 Content). */
export const faqRoutes: FastifyPluginAsync = async (app) => {
  const repo = () => app.repositories.content;

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
    async (request) => repo().faq.search(request.query.q),
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

  app.get<{ Querystring: { category: string } }>(
    '/faq/data/category',
    {
      config: { ability: ['read', 'Content'] },
      schema: {
        tags: ['content'],
        summary: "A knowledge base category's sections of questions",
        querystring: { type: 'object', required: ['category'], properties: { category: slugSchema } },
        response: {
          200: arr(obj({ id: int, title: str, icon: str, iconColor: str, questions: arr(questionRefSchema) })),
          ...protectedErrorResponses,
          404: errorSchema,
        },
      },
    },
    async (request) => repo().knowledgeBase.category(request.query.category),
  );

  app.get<{ Querystring: { category: string; question: string } }>(
    '/faq/data/question',
    {
      config: { ability: ['read', 'Content'] },
      schema: {
        tags: ['content'],
        summary: 'A knowledge base article by category and question slug',
        querystring: {
          type: 'object',
          required: ['category', 'question'],
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
    async (request) => repo().knowledgeBase.question(request.query.category, request.query.question),
  );
};
