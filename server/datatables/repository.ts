import type { Page } from '../common/list-index.js';
import type { WriteContext } from '../common/record-versions.js';
import type { EmployeeChanges, EmployeePageQuery, EmployeeQuery, EmployeeRecord, NewEmployee } from './models.js';
import type { MethodKinds } from '../common/revisions.js';

declare module '../common/repositories.js' {
  interface Repositories {
    datatables: DatatableRepository;
  }
}

export { DEFAULT_PER_PAGE } from './rules.js';

/**
 * Owner of the employee table (shared): search, sorting and paging, edits and new rows with the rules of rules.ts.
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
  /** NotFoundError for an unknown id. */
  find(id: number): Promise<EmployeeRecord>;
  /** The row with this e-mail address, compared case-insensitively (what an import keys on). */
  findByEmail(email: string): Promise<EmployeeRecord | undefined>;
  /**
   * Changes the given fields (rules.ts `checkedChanges`); StaleVersionError when `writer.version` is older than the
   * row's, ConflictError for an e-mail address another row has.
   */
  update(id: number, changes: EmployeeChanges, writer?: WriteContext): Promise<EmployeeRecord>;
  /** A new row with the next id; ConflictError for an e-mail address a row has. */
  create(input: NewEmployee, writer?: WriteContext): Promise<EmployeeRecord>;
}

/** Which methods change state (server/common/revisions.ts): answers kept between requests end at a write. */
export const datatableMethods = {
  all: 'read',
  search: 'read',
  page: 'read',
  find: 'read',
  findByEmail: 'read',
  update: 'write',
  create: 'write',
} as const satisfies MethodKinds<DatatableRepository>;
