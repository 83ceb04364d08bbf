import { employeesImportTarget } from '../datatables/import-target.js';
import type { ImportTarget } from '../imports/target.js';
import { tasksImportTarget } from '../todo/import-target.js';
import { usersImportTarget } from '../users/import-target.js';

/** The lists a CSV import may go into (`list` of POST /api/imports): each list domain declares its own target. */
export const importTargets: readonly ImportTarget[] = [usersImportTarget, tasksImportTarget, employeesImportTarget];
