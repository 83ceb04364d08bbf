import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { callerId } from '../access/caller.js';
import { writerOf } from '../common/record-versions.js';
import {
  errorSchema,
  idFromQueryOrBody,
  idSchema,
  pageSchema,
  perPageSchema,
  protectedErrorResponses,
  searchSchema,
} from '../common/schemas.js';
import { InvalidInputError } from '../common/errors.js';
import { PERMISSION_LIMITS } from './models.js';
import { PERMISSION_ROLES, type PermissionRole } from '../access/roles.js';

const permissionSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    assignedTo: { type: 'array', items: { type: 'string', enum: PERMISSION_ROLES } },
    createdDate: { type: 'string' },
  },
} as const;

const permissionReply = { type: 'object', properties: { permission: permissionSchema } } as const;

const nameSchema = { type: 'string', minLength: 1, maxLength: PERMISSION_LIMITS.name, pattern: '\\S' } as const;

interface ListQuery {
  q: string;
  page: number;
  perPage: number;
  assignedTo?: PermissionRole | '';
}

/** /apps/permissions/* (spec section 7 Permissions; legacy shapes in LEGACY.md). */
export const permissionsRoutes: FastifyPluginAsync = async (app) => {
  // REST writes carry no version: the last one wins (and still moves the version on).
  const writer = (request: FastifyRequest) => writerOf(app.repositories.accounts, callerId(request));

  app.get<{ Querystring: ListQuery }>(
    '/apps/permissions/data',
    {
      config: { ability: ['read', 'Permission'], keepAnswers: true },
      schema: {
        tags: ['permissions'],
        querystring: {
          type: 'object',
          properties: {
            q: searchSchema,
            page: pageSchema,
            perPage: perPageSchema(10),
            // Legacy list screens send the filter empty when unset.
            assignedTo: { type: 'string', enum: [...PERMISSION_ROLES, ''] },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              permissions: { type: 'array', items: permissionSchema },
              total: { type: 'integer' },
              params: {
                type: 'object',
                properties: {
                  q: { type: 'string' },
                  assignedTo: { type: 'string' },
                  page: { type: 'integer' },
                  perPage: { type: 'integer' },
                },
              },
              allData: { type: 'array', items: permissionSchema },
            },
          },
          ...protectedErrorResponses,
        },
      },
    },
    async (request) => {
      const { q, page, perPage, assignedTo = '' } = request.query;
      const repository = app.repositories.permissions;
      const [result, allData] = await Promise.all([repository.list({ q, page, perPage, assignedTo: assignedTo || undefined }), repository.all()]);
      return { ...result, params: { q, assignedTo, page, perPage }, allData };
    },
  );

  // The legacy permission modal posts `{ permission: { name } }`; `{ name }` is accepted as well.
  app.post<{ Body: { name?: string; permission?: { name: string } } }>(
    '/apps/permissions/add-permission',
    {
      config: { ability: ['create', 'Permission'] },
      schema: {
        tags: ['permissions'],
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            name: nameSchema,
            permission: { type: 'object', additionalProperties: false, required: ['name'], properties: { name: nameSchema } },
          },
        },
        response: { 201: permissionReply, 409: errorSchema, ...protectedErrorResponses },
      },
    },
    async (request, reply) => {
      const { permission } = request.body;
      const name = permission ? permission.name : request.body.name;
      if (name === undefined || (permission && request.body.name !== undefined)) {
        throw new InvalidInputError('body must have either name or permission.name');
      }
      return reply.code(201).send({ permission: await app.repositories.permissions.add({ name }, await writer(request)) });
    },
  );

  // The legacy modal posts `{id, name}`; `assignedTo` (role keys) may come too, or alone.
  app.post<{ Body: { id: number; name?: string; assignedTo?: PermissionRole[] } }>(
    '/apps/permissions/update-permission',
    {
      config: { ability: ['update', 'Permission'] },
      schema: {
        tags: ['permissions'],
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['id'],
          properties: {
            id: idSchema,
            name: nameSchema,
            assignedTo: { type: 'array', maxItems: PERMISSION_ROLES.length, items: { type: 'string', enum: PERMISSION_ROLES } },
          },
        },
        response: { 201: permissionReply, 404: errorSchema, 409: errorSchema, ...protectedErrorResponses },
      },
    },
    async (request, reply) => {
      const { id, name, assignedTo } = request.body;
      return reply.code(201).send({ permission: await app.repositories.permissions.update(id, { name, assignedTo }, await writer(request)) });
    },
  );

  app.delete<{ Querystring: { id?: number }; Body: { id?: number } | undefined }>(
    '/apps/permissions/delete',
    {
      config: { ability: ['delete', 'Permission'] },
      schema: {
        tags: ['permissions'],
        querystring: { type: 'object', properties: { id: idSchema } },
        body: { type: ['object', 'null'], properties: { id: idSchema } },
        response: { 200: permissionReply, 404: errorSchema, ...protectedErrorResponses },
      },
    },
    async (request) => {
      const id = idFromQueryOrBody(request.query, request.body);
      return { permission: await app.repositories.permissions.delete(id) };
    },
  );
};
