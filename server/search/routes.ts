import type { FastifyPluginAsync } from 'fastify';
import { callerId } from '../access/caller.js';
import { featherIcon } from '../common/legacy-icons.js';
import { idSchema, protectedErrorResponses, errorSchema } from '../common/schemas.js';
import type { PageEntry } from './models.js';

const pageEntrySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    target: { type: 'string' },
    isBookmarked: { type: 'boolean' },
    title: { type: 'string' },
    icon: { type: 'string' },
    link: { type: 'string' },
  },
  required: ['id', 'link'],
} as const;

const fileEntrySchema = {
  type: 'object',
  properties: { title: { type: 'string' }, by: { type: 'string' }, size: { type: 'string' }, file: { type: 'string' } },
  required: ['by', 'file'],
} as const;

const contactEntrySchema = {
  type: 'object',
  properties: { title: { type: 'string' }, email: { type: 'string' }, img: { type: 'string' }, date: { type: 'string' } },
  required: ['email', 'img'],
} as const;

const groupSchema = {
  type: 'object',
  properties: {
    groupTitle: { type: 'string', enum: ['Pages', 'Files', 'Contacts'] },
    searchLimit: { type: 'integer' },
    // Each group holds one entry shape; `required` lets the serializer tell the shapes apart.
    data: { type: 'array', items: { anyOf: [pageEntrySchema, fileEntrySchema, contactEntrySchema] } },
  },
} as const;

/** A page entry as the REST face answers it: the icon is a react-feather component name. */
const toRestPage = (page: PageEntry): PageEntry => ({ ...page, icon: featherIcon(page.icon) });

/** GET /api/main-search/data, GET /api/bookmarks/data, POST /api/bookmarks/update (spec section 7). */
export const searchRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/main-search/data',
    {
      config: { ability: ['read', 'Auth'] },
      schema: {
        tags: ['search'],
        response: { 200: { type: 'object', properties: { searchArr: { type: 'array', items: groupSchema } } }, ...protectedErrorResponses },
      },
    },
    async (request) => ({
      searchArr: (await app.repositories.search.groups(callerId(request))).map((group) => ({ ...group, data: group.data.map((entry) => ('icon' in entry ? toRestPage(entry) : entry)) })),
    }),
  );

  app.get(
    '/api/bookmarks/data',
    {
      config: { ability: ['read', 'Auth'] },
      schema: {
        tags: ['search'],
        response: {
          200: {
            type: 'object',
            properties: {
              suggestions: { type: 'array', items: pageEntrySchema },
              bookmarks: { type: 'array', items: pageEntrySchema },
            },
          },
          ...protectedErrorResponses,
        },
      },
    },
    async (request) => {
      const search = app.repositories.search;
      const [suggestions, bookmarks] = await Promise.all([search.suggestions(callerId(request)), search.bookmarks(callerId(request))]);
      return { suggestions: suggestions.map(toRestPage), bookmarks: bookmarks.map(toRestPage) };
    },
  );

  app.post<{ Body: { id: number } }>(
    '/api/bookmarks/update',
    {
      config: { ability: ['update', 'Bookmark'] },
      schema: {
        tags: ['search'],
        body: { type: 'object', required: ['id'], additionalProperties: false, properties: { id: idSchema } },
        // The toggled entry is returned so a client can update its list without a second read.
        response: { 200: pageEntrySchema, ...protectedErrorResponses, 404: errorSchema },
      },
    },
    async (request) => toRestPage(await app.repositories.search.toggleBookmark(callerId(request), request.body.id)),
  );
};
