import type { JobKind } from '../bulk-jobs/kinds.js';
import { restoreEvents } from '../audit-log/restore-batch.js';
import { updateEmployees } from '../datatables/bulk.js';
import { deleteInvoices, markInvoicesSent } from '../invoices/bulk.js';
import { deleteTasks, updateTasks } from '../todo/bulk.js';
import { deleteUsers, updateUsers } from '../users/bulk.js';

/**
 * Every kind of bulk job, by name: a worker thread starts a job from its kind's name (server/composition/job-thread.ts).
 * A kind left out ends its jobs `failed` on PostgreSQL, which its list's bulk tests on that store show.
 */
export const jobKinds: ReadonlyMap<string, JobKind<unknown>> = new Map(
  [updateTasks, deleteTasks, updateUsers, deleteUsers, markInvoicesSent, deleteInvoices, updateEmployees, restoreEvents].map((kind): [string, JobKind<unknown>] => [kind.name, kind]),
);
