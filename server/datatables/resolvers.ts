import { avatarOf } from '../avatars/person-avatar.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { employeesCsv } from './csv.js';
import { experienceYears, salaryAmount, startDateIso } from './models.js';

/** employees, allEmployees and employeesCsv over DatatableRepository, with REST's CASL rule. */
export const datatablesResolvers: Resolvers = {
  Query: {
    employees: (_parent, { q, page, perPage, sortColumn, sort }, ctx) => {
      ctx.authorize('read', 'Employee');
      return ctx.repositories.datatables.page({
        q: q ?? undefined,
        page: page ?? undefined,
        perPage: perPage ?? undefined,
        sortColumn: sortColumn ?? undefined,
        sort: sort ?? undefined,
      });
    },
    allEmployees: (_parent, _args, ctx) => {
      ctx.authorize('read', 'Employee');
      return ctx.repositories.datatables.all();
    },
    employeesCsv: async (_parent, { q, sortColumn, sort }, ctx) => {
      ctx.authorize('read', 'Employee');
      return employeesCsv(
        await ctx.repositories.datatables.search({ q: q ?? undefined, sortColumn: sortColumn ?? undefined, sort: sort ?? undefined }),
      );
    },
  },
  Employee: {
    fullName: (row) => row.full_name,
    avatar: (row) => avatarOf(row.full_name, row.avatar),
    startDate: (row) => row.start_date,
    startedOn: (row) => startDateIso(row),
    salaryAmount: (row) => salaryAmount(row),
    experienceYears: (row) => experienceYears(row),
  },
};
