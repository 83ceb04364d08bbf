import type { FastifyPluginAsync } from 'fastify';
import { protectedErrorResponses } from '../common/schemas.js';
import { AUDIT_ACTIONS, AUDIT_FACES, AUDIT_SUBJECTS, type AuditQuery } from '../audit/models.js';
import { AUDIT_PAGE } from '../audit/rules.js';

const nullable = (schema: object) => ({ anyOf: [schema, { type: 'null' }] });

const eventSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    at: { type: 'string', format: 'date-time' },
    action: { type: 'string', enum: AUDIT_ACTIONS },
    subject: { type: 'string', enum: AUDIT_SUBJECTS },
    recordId: { type: ['string', 'null'] },
    face: { type: 'string', enum: AUDIT_FACES },
    actor: nullable({
      type: 'object',
      properties: { id: { type: 'integer' }, fullName: { type: 'string' }, role: { type: 'string' }, viaKey: nullable({ type: 'string' }) },
    }),
    changes: {
      type: 'array',
      items: { type: 'object', properties: { field: { type: 'string' }, before: {}, after: {} } },
    },
    undo: { type: ['string', 'null'], enum: ['remove', 'revert', 'reinstate', null] },
    restores: { type: ['integer', 'null'] },
    restoredBy: { type: ['integer', 'null'] },
  },
} as const;

/**
 * GET /api/audit-log: the audit log for tools, newest first, with the filters of GraphQL `auditEvents`
 * (`from` inclusive, `to` exclusive, `first` 1-100, `after` the previous page's `nextCursor`). Needs read AuditLog.
 */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: AuditQuery }>(
    '/api/audit-log',
    {
      config: { ability: ['read', 'AuditLog'] },
      schema: {
        tags: ['audit'],
        querystring: {
          type: 'object',
          properties: {
            subject: { type: 'string', enum: AUDIT_SUBJECTS },
            recordId: { type: 'string', pattern: '^[\\w-]{1,64}$' },
            actorId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
            action: { type: 'string', enum: AUDIT_ACTIONS },
            from: { type: 'string', format: 'date-time' },
            to: { type: 'string', format: 'date-time' },
            first: { type: 'integer', minimum: 1, maximum: AUDIT_PAGE.max, default: AUDIT_PAGE.default },
            after: { type: 'string', maxLength: 64 },
          },
          additionalProperties: false,
        },
        response: {
          200: { type: 'object', properties: { items: { type: 'array', items: eventSchema }, nextCursor: { type: ['string', 'null'] } } },
          ...protectedErrorResponses,
        },
      },
    },
    async (request) => app.repositories.audit.list(request.query),
  );
};
