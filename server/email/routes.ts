import type { FastifyPluginAsync } from 'fastify';
import { callerId } from '../access/caller.js';
import { errorSchema, idSchema, optionalEnum, protectedErrorResponses, searchSchema } from '../common/schemas.js';
import { EMAIL_LABELS, type EmailFlags, type EmailLabel, type MailboxView } from './models.js';
import type { PageDirection } from './repository.js';
import { emailView } from './rules.js';
import {
  bulkResultSchema,
  emailIdsSchema,
  emailSchema,
  emailsMetaSchema,
  emailWithNavSchema,
  folderSchema,
  folderViewSchema,
  labelSchema,
} from './rest-schemas.js';

const withNotFound = { ...protectedErrorResponses, 404: errorSchema } as const;

/** The legacy email calls (spec section 7 "Email", LEGACY.md): thin over EmailRepository, on the caller's own mailbox. */
export const emailRoutes: FastifyPluginAsync = async (app) => {
  const repo = () => app.repositories.email;

  app.get<{ Querystring: { q: string; folder: MailboxView; label?: EmailLabel | '' } }>(
    '/apps/email/emails',
    {
      config: { ability: ['read', 'Email'], keepAnswers: true },
      schema: {
        tags: ['email'],
        querystring: {
          type: 'object',
          // The legacy mailbox always sends `label`, empty outside a label view: '' means every label.
          properties: { q: searchSchema, folder: folderViewSchema, label: optionalEnum(EMAIL_LABELS) },
        },
        response: {
          200: { type: 'object', properties: { emails: { type: 'array', items: emailSchema }, emailsMeta: emailsMetaSchema } },
          ...protectedErrorResponses,
        },
      },
    },
    async (request) => {
      const { label, ...query } = request.query;
      const accountId = callerId(request);
      const [emails, emailsMeta] = await Promise.all([repo().list(accountId, { ...query, label: label || undefined }), repo().meta(accountId)]);
      return { emails: emails.map(emailView), emailsMeta };
    },
  );

  app.post<{ Body: { emailIds: number[]; dataToUpdate: EmailFlags } }>(
    '/apps/email/update-emails',
    {
      config: { ability: ['update', 'Email'] },
      schema: {
        tags: ['email'],
        body: {
          type: 'object',
          required: ['emailIds', 'dataToUpdate'],
          additionalProperties: false,
          properties: {
            emailIds: emailIdsSchema,
            dataToUpdate: {
              type: 'object',
              minProperties: 1,
              additionalProperties: false,
              properties: { isRead: { type: 'boolean' }, isStarred: { type: 'boolean' }, folder: folderSchema },
            },
          },
        },
        response: { 200: bulkResultSchema, ...withNotFound },
      },
    },
    async (request) => {
      const accountId = callerId(request);
      const emails = await repo().update(accountId, request.body.emailIds, request.body.dataToUpdate);
      return { emails: emails.map(emailView), emailsMeta: await repo().meta(accountId) };
    },
  );

  app.post<{ Body: { emailIds: number[]; label: EmailLabel } }>(
    '/apps/email/update-emails-label',
    {
      config: { ability: ['update', 'Email'] },
      schema: {
        tags: ['email'],
        body: {
          type: 'object',
          required: ['emailIds', 'label'],
          additionalProperties: false,
          properties: { emailIds: emailIdsSchema, label: labelSchema },
        },
        response: { 200: bulkResultSchema, ...withNotFound },
      },
    },
    async (request) => {
      const accountId = callerId(request);
      const emails = await repo().toggleLabel(accountId, request.body.emailIds, request.body.label);
      return { emails: emails.map(emailView), emailsMeta: await repo().meta(accountId) };
    },
  );

  app.get<{ Querystring: { id: number } }>(
    '/apps/email/get-email',
    {
      config: { ability: ['read', 'Email'] },
      schema: {
        tags: ['email'],
        querystring: { type: 'object', required: ['id'], properties: { id: idSchema } },
        response: { 200: emailWithNavSchema, ...withNotFound },
      },
    },
    async (request) => emailView(await repo().getWithNav(callerId(request), request.query.id)),
  );

  app.get<{ Querystring: { dir: PageDirection; emailId: number } }>(
    '/apps/email/paginate-email',
    {
      config: { ability: ['read', 'Email'] },
      schema: {
        tags: ['email'],
        description: '"previous" is the newer neighbour (above in the newest-first folder list), "next" the older one.',
        querystring: {
          type: 'object',
          required: ['dir', 'emailId'],
          properties: { dir: { type: 'string', enum: ['previous', 'next'] }, emailId: idSchema },
        },
        response: { 200: emailWithNavSchema, ...withNotFound },
      },
    },
    async (request) => emailView(await repo().adjacent(callerId(request), request.query.emailId, request.query.dir)),
  );
};
