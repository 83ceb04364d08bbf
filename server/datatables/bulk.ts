import { checkedSelection, selectedIds, type Selection } from '../bulk-jobs/rules.js';
import { startListJob } from '../bulk-jobs/start.js';
import { oneByOne } from '../bulk-jobs/runner.js';
import type { BulkJobRecord } from '../bulk-jobs/models.js';
import type { JobKind } from '../bulk-jobs/kinds.js';
import type { WriteContext } from '../common/record-versions.js';
import type { GraphQLContext } from '../graphql/context.js';
import { InvalidFieldError } from '../common/errors.js';
import { EMPLOYEE_STATUSES, type EmployeeQuery } from './models.js';

/** The list's filter of a selection: what `employees` filters by, nothing of its order or paging. */
export type EmployeeFilter = Pick<EmployeeQuery, 'q'>;

/** Every id the employee list's own filter (`DatatableRepository.search`) matches. */
async function matchingEmployees(ctx: GraphQLContext, filter: EmployeeFilter): Promise<number[]> {
  return (await ctx.repositories.datatables.search({ q: filter.q })).map((row) => row.id);
}

/** A bulk change of employees: the status to set, and who writes it. */
export interface EmployeeUpdateParams {
  status: number;
  writer: WriteContext;
}

export const updateEmployees: JobKind<EmployeeUpdateParams> = {
  name: 'employees.update',
  action: 'update',
  subject: 'Employee',
  apply: ({ datatables }, { status, writer }) =>
    oneByOne(async (id) => {
      // Already as asked: nothing to write (nor to undo).
      if ((await datatables.find(id)).status === status) return;
      await datatables.update(id, { status }, writer);
    }),
};

export function bulkUpdateEmployees(ctx: GraphQLContext, selection: Selection<EmployeeFilter>, patch: { status: number }, writer: WriteContext): Promise<BulkJobRecord> {
  return startListJob(ctx, {
    kind: updateEmployees,
    params: { status: patch.status, writer },
    select: () => {
      if (!(EMPLOYEE_STATUSES as readonly number[]).includes(patch.status)) throw new InvalidFieldError('patch.status', 'must be an integer from 1 to 5');
      return selectedIds(checkedSelection(selection), (filter) => matchingEmployees(ctx, filter));
    },
  });
}
