import { checkedSelection, selectedIds, type Selection } from '../bulk-jobs/rules.js';
import { startListJob } from '../bulk-jobs/start.js';
import { oneByOne } from '../bulk-jobs/runner.js';
import type { BulkJobRecord } from '../bulk-jobs/models.js';
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

export function bulkUpdateEmployees(ctx: GraphQLContext, selection: Selection<EmployeeFilter>, patch: { status: number }, writer: WriteContext): Promise<BulkJobRecord> {
  const employees = ctx.repositories.datatables;
  return startListJob(ctx, {
    kind: 'employees.update',
    action: 'update',
    subject: 'Employee',
    select: () => {
      if (!(EMPLOYEE_STATUSES as readonly number[]).includes(patch.status)) throw new InvalidFieldError('patch.status', 'must be an integer from 1 to 5');
      return selectedIds(checkedSelection(selection), (filter) => matchingEmployees(ctx, filter));
    },
    apply: oneByOne(async (id) => {
      // Already as asked: nothing to write (nor to undo).
      if ((await employees.find(id)).status === patch.status) return;
      await employees.update(id, { status: patch.status }, writer);
    }),
  });
}
