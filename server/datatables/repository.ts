import type { Page } from '../common/list-index.js';
import type { EmployeePageQuery, EmployeeQuery, EmployeeRecord } from './models.js';
import type { MethodKinds } from '../common/revisions.js';

declare module '../common/repositories.js' {
  interface Repositories {
    datatables: DatatableRepository;
  }
}

export { DEFAULT_PER_PAGE } from './rules.js';

/**
 * Owner of the employee table (read-only, shared): search, sorting and paging with the rules of rules.ts.
 * Two stores implement it (memory-repository.ts, postgres-repository.ts); tests/datatables/contract.test.ts
 * pins that both answer alike.
 */
export interface DatatableRepository {
  /** Every row in id order (legacy `initial-data` and `allData`). */
  all(): Promise<EmployeeRecord[]>;
  /** Every row matching the search, in the asked order (the CSV export). */
  search(query?: EmployeeQuery): Promise<EmployeeRecord[]>;
  /** One page of `search`, with the total. */
  page(query?: EmployeePageQuery): Promise<Page<EmployeeRecord>>;
}

/** Which methods change state (server/common/revisions.ts): answers kept between requests end at a write. */
export const datatableMethods = {
  all: 'read',
  search: 'read',
  page: 'read',
} as const satisfies MethodKinds<DatatableRepository>;
