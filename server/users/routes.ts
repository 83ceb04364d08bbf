import type { FastifyPluginAsync } from 'fastify';
import {
  errorSchema,
  idFromQueryOrBody,
  idSchema,
  optionalEnum,
  pageSchema,
  perPageSchema,
  protectedErrorResponses,
  searchSchema,
  MAX_PER_PAGE,
} from '../common/schemas.js';
import { csvText } from '../imports/csv.js';
import { USER_EXPORT_COLUMNS, userExportRow } from './import-target.js';
import {
  USER_BILLINGS,
  USER_LIMITS,
  USER_PLANS,
  USER_ROLES,
  USER_SORT_COLUMNS,
  USER_STATUSES,
  type NewUser,
  type UserBilling,
  type UserPlan,
  type UserRecord,
  type UserRole,
  type UserSortColumn,
  type UserStatus,
} from './models.js';

const userSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    fullName: { type: 'string' },
    company: { type: 'string' },
    role: { type: 'string', enum: USER_ROLES },
    username: { type: 'string' },
    country: { type: 'string' },
    contact: { type: 'string' },
    email: { type: 'string' },
    currentPlan: { type: 'string', enum: USER_PLANS },
    status: { type: 'string', enum: USER_STATUSES },
    billing: { type: 'string', enum: USER_BILLINGS },
    // The legacy list measures it (`avatar.length`): '' when the user has none.
    avatar: { type: 'string' },
  },
} as const;

const toRest = (user: UserRecord) => ({ ...user, avatar: user.avatar ?? '' });

/**
 * Values the legacy add-user sidebar sends that name ours differently: its role menu offers
 * "maintainer" and "author" (our operator and editor), and its billing is lowercase ("auto debit").
 */
const LEGACY_ROLES = { maintainer: 'operator', author: 'editor' } as const satisfies Record<string, UserRole>;
const LEGACY_BILLINGS = Object.fromEntries(USER_BILLINGS.map((b) => [b.toLowerCase(), b])) as Record<string, UserBilling>;

type AddUserBody = Omit<NewUser, 'role' | 'billing'> & { role: UserRole | keyof typeof LEGACY_ROLES; billing?: string };

function fromLegacy({ role, billing, ...fields }: AddUserBody): NewUser {
  return {
    ...fields,
    role: role in LEGACY_ROLES ? LEGACY_ROLES[role as keyof typeof LEGACY_ROLES] : (role as UserRole),
    ...(billing !== undefined && { billing: LEGACY_BILLINGS[billing.toLowerCase()] }),
  };
}

interface ListQuery {
  q: string;
  page: number;
  perPage: number;
  role?: UserRole | '';
  currentPlan?: UserPlan | '';
  status?: UserStatus | '';
  sort?: 'asc' | 'desc' | '';
  sortColumn?: UserSortColumn | '';
}

const text = (max: number) => ({ type: 'string', maxLength: max }) as const;

/** /api/users/* and /apps/users/* (spec section 7 Users; legacy shapes in LEGACY.md). */
export const usersRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/users/list/all-data',
    {
      config: { ability: ['read', 'User'] },
      schema: { tags: ['users'], response: { 200: { type: 'array', items: userSchema }, ...protectedErrorResponses } },
    },
    async () => (await app.repositories.users.all()).map(toRest),
  );

  app.get<{ Querystring: ListQuery }>(
    '/api/users/list/data',
    {
      config: { ability: ['read', 'User'], keepAnswers: true },
      schema: {
        tags: ['users'],
        querystring: {
          type: 'object',
          properties: {
            q: searchSchema,
            page: pageSchema,
            perPage: perPageSchema(10),
            role: optionalEnum(USER_ROLES),
            currentPlan: optionalEnum(USER_PLANS),
            status: optionalEnum(USER_STATUSES),
            sort: optionalEnum(['asc', 'desc'] as const),
            sortColumn: optionalEnum(USER_SORT_COLUMNS),
          },
        },
        response: {
          200: { type: 'object', properties: { users: { type: 'array', items: userSchema }, total: { type: 'integer' } } },
          ...protectedErrorResponses,
        },
      },
    },
    async (request) => {
      const { q, page, perPage, role, currentPlan, status, sort, sortColumn } = request.query;
      const { users, total } = await app.repositories.users.list({
        q,
        page,
        perPage,
        role: role || undefined,
        currentPlan: currentPlan || undefined,
        status: status || undefined,
        sort: sort || undefined,
        sortColumn: sortColumn || undefined,
      });
      return { users: users.map(toRest), total };
    },
  );

  // Extension: the list as CSV, in the columns its import takes (docs/imports.md): importing it back changes nothing.
  app.get<{ Querystring: Omit<ListQuery, 'page' | 'perPage'> }>(
    '/api/users/export.csv',
    {
      config: { ability: ['read', 'User'] },
      schema: {
        tags: ['users'],
        summary: 'Every user the list’s filters match, in its order, as CSV',
        querystring: {
          type: 'object',
          properties: {
            q: searchSchema,
            role: optionalEnum(USER_ROLES),
            currentPlan: optionalEnum(USER_PLANS),
            status: optionalEnum(USER_STATUSES),
            sort: optionalEnum(['asc', 'desc'] as const),
            sortColumn: optionalEnum(USER_SORT_COLUMNS),
          },
        },
      },
    },
    async (request, reply) => {
      const { q, role, currentPlan, status, sort, sortColumn } = request.query;
      const filter = { q, role: role || undefined, currentPlan: currentPlan || undefined, status: status || undefined, sort: sort || undefined, sortColumn: sortColumn || undefined };
      const rows: string[][] = [];
      for (let page = 1; ; page++) {
        const { users } = await app.repositories.users.list({ ...filter, page, perPage: MAX_PER_PAGE });
        rows.push(...users.map(userExportRow));
        if (users.length < MAX_PER_PAGE) break;
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="users.csv"')
        .send(csvText(USER_EXPORT_COLUMNS, rows));
    },
  );

  app.get<{ Querystring: { id: number } }>(
    '/api/users/user',
    {
      config: { ability: ['read', 'User'] },
      schema: {
        tags: ['users'],
        querystring: { type: 'object', required: ['id'], properties: { id: idSchema } },
        response: { 200: { type: 'object', properties: { user: userSchema } }, 404: errorSchema, ...protectedErrorResponses },
      },
    },
    async (request) => ({ user: toRest(await app.repositories.users.findById(request.query.id)) }),
  );

  app.post<{ Body: AddUserBody }>(
    '/apps/users/add-user',
    {
      config: { ability: ['create', 'User'] },
      schema: {
        tags: ['users'],
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['fullName', 'username', 'email', 'role', 'currentPlan'],
          properties: {
            fullName: { type: 'string', minLength: 1, maxLength: USER_LIMITS.fullName, pattern: '\\S' },
            username: { type: 'string', maxLength: USER_LIMITS.username, pattern: '^\\s*\\S+\\s*$' },
            email: { type: 'string', format: 'email', maxLength: USER_LIMITS.email },
            role: { type: 'string', enum: [...USER_ROLES, ...Object.keys(LEGACY_ROLES)] },
            currentPlan: { type: 'string', enum: USER_PLANS },
            company: text(USER_LIMITS.company),
            country: text(USER_LIMITS.country),
            contact: text(USER_LIMITS.contact),
            billing: { type: 'string', enum: [...USER_BILLINGS, ...Object.keys(LEGACY_BILLINGS)] },
            status: { type: 'string', enum: USER_STATUSES },
            avatar: { type: ['string', 'null'], maxLength: USER_LIMITS.avatar },
          },
        },
        response: { 201: { type: 'object', properties: { user: userSchema } }, 409: errorSchema, ...protectedErrorResponses },
      },
    },
    async (request, reply) => reply.code(201).send({ user: toRest(await app.repositories.users.add(fromLegacy(request.body))) }),
  );

  app.delete<{ Querystring: { id?: number }; Body: { id?: number } | undefined }>(
    '/apps/users/delete',
    {
      config: { ability: ['delete', 'User'] },
      schema: {
        tags: ['users'],
        querystring: { type: 'object', properties: { id: idSchema } },
        body: { type: ['object', 'null'], properties: { id: idSchema } },
        response: { 200: { type: 'object', properties: { user: userSchema } }, 404: errorSchema, ...protectedErrorResponses },
      },
    },
    async (request) => {
      const id = idFromQueryOrBody(request.query, request.body);
      return { user: toRest(await app.repositories.users.delete(id)) };
    },
  );
};
