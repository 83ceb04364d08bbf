import { avatarOf } from '../avatars/person-avatar.js';
import type { FastifyPluginAsync } from 'fastify';
import { pageSchema, perPageSchema, protectedErrorResponses, searchSchema, sortDirectionSchema } from '../common/schemas.js';
import { EMPLOYEE_SORT_COLUMNS, type EmployeeSortColumn, type SortDirection } from './models.js';
import { DEFAULT_PER_PAGE } from './rules.js';

const employeeSchema = {
  type: 'object',
  properties: {
    responsive_id: { type: 'string' },
    id: { type: 'integer' },
    avatar: { type: 'string' },
    avatarUrl: { type: 'string' },
    full_name: { type: 'string' },
    post: { type: 'string' },
    email: { type: 'string' },
    city: { type: 'string' },
    start_date: { type: 'string' },
    salary: { type: 'string' },
    age: { type: 'string' },
    experience: { type: 'string' },
    status: { type: 'integer' },
  },
} as const;

const employeeListSchema = { type: 'array', items: employeeSchema } as const;

/**
 * The legacy table draws `avatar` as one of its own portraits (`avatar-s-<avatar>`, e.g. "10.jpg")
 * and initials when it is ''; our picture stays beside it as `avatarUrl`.
 */
function toRest<E extends { avatar: string | null; full_name: string }>(employee: E) {
  const portrait = /\/(\d+)\.svg$/.exec(employee.avatar ?? '')?.[1];
  return { ...employee, avatar: portrait ? `${portrait}.jpg` : '', avatarUrl: avatarOf(employee.full_name, employee.avatar) };
}

interface DataQuery {
  q: string;
  page: number;
  perPage: number;
  sortColumn?: EmployeeSortColumn;
  sort?: SortDirection;
}

/** GET /api/datatables/initial-data and /api/datatables/data (spec section 7 Data tables). */
export const datatablesRoutes: FastifyPluginAsync = async (app) => {
  const repo = () => app.repositories.datatables;

  app.get(
    '/api/datatables/initial-data',
    {
      config: { ability: ['read', 'Employee'] },
      schema: {
        tags: ['datatables'],
        summary: 'All 100 rows in id order',
        response: { 200: employeeListSchema, ...protectedErrorResponses },
      },
    },
    async () => (await repo().all()).map(toRest),
  );

  app.get<{ Querystring: DataQuery }>(
    '/api/datatables/data',
    {
      config: { ability: ['read', 'Employee'] },
      schema: {
        tags: ['datatables'],
        summary: 'A page of rows matching q; sortColumn/sort are an extension (default: id ascending)',
        querystring: {
          type: 'object',
          properties: {
            q: searchSchema,
            page: pageSchema,
            perPage: perPageSchema(DEFAULT_PER_PAGE),
            sortColumn: { type: 'string', enum: EMPLOYEE_SORT_COLUMNS },
            sort: sortDirectionSchema,
          },
        },
        response: {
          200: {
            type: 'object',
            properties: { allData: employeeListSchema, invoices: employeeListSchema, total: { type: 'integer' } },
          },
          ...protectedErrorResponses,
        },
      },
    },
    async (request) => {
      // Legacy name: the page is answered as `invoices`; allData is every row, unfiltered.
      const [{ items, total }, all] = await Promise.all([repo().page(request.query), repo().all()]);
      return { allData: all.map(toRest), invoices: items.map(toRest), total };
    },
  );
};
