import { avatarOf } from '../avatars/person-avatar.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { employeesCsv } from './csv.js';
import { experienceYears, salaryAmount, startDateIso, type EmployeeChanges } from './models.js';
import { idFromGraphQL } from '../common/graphql-ids.js';
import { writerOf } from '../common/record-versions.js';
import { bulkUpdateEmployees } from './bulk.js';

const given = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** employees, allEmployees and employeesCsv, and the employee writes, over DatatableRepository with REST's CASL rules. */
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
  Mutation: {
    // A stale `version` answers CONFLICT with who changed the row since (server/graphql/errors.ts).
    updateEmployee: async (_parent, { id, input, version }, ctx) => {
      const { accountId } = ctx.authorize('update', 'Employee');
      const changes: EmployeeChanges = {
        full_name: given(input.fullName),
        post: given(input.post),
        email: given(input.email),
        city: given(input.city),
        status: given(input.status),
      };
      return ctx.repositories.datatables.update(idFromGraphQL(id), changes, await writerOf(ctx.repositories.accounts, accountId, version));
    },
    createEmployee: async (_parent, { input }, ctx) => {
      const { accountId } = ctx.authorize('create', 'Employee');
      const { fullName, startedOn, ...rest } = input;
      // GraphQL Date arrives as a Date at UTC midnight.
      return ctx.repositories.datatables.create({ full_name: fullName, startedOn: startedOn.toISOString().slice(0, 10), ...rest }, await writerOf(ctx.repositories.accounts, accountId));
    },
    bulkUpdateEmployees: async (_parent, { selection, patch }, ctx) =>
      bulkUpdateEmployees(
        ctx,
        {
          ids: selection.ids?.map((id) => idFromGraphQL(id, 'selection.ids')),
          matching: selection.matching ? { q: given(selection.matching.q) } : null,
          exceptIds: selection.exceptIds?.map((id) => idFromGraphQL(id, 'selection.exceptIds')),
        },
        patch,
        await writerOf(ctx.repositories.accounts, ctx.principal?.accountId),
      ),
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
