/** A row of the data-table demo (spec section 3, "Employee row"); names as legacy clients read them. */
export interface EmployeeRecord {
  /** Always '': the responsive table plugin's control column. */
  responsive_id: string;
  id: number;
  avatar: string | null;
  full_name: string;
  post: string;
  email: string;
  city: string;
  /** MM/DD/YYYY */
  start_date: string;
  /** e.g. "$23896.35" */
  salary: string;
  /** Whole years, as text. */
  age: string;
  /** e.g. "2 Years" */
  experience: string;
  /** 1-5; the labels are the client's. */
  status: number;
}

export const EMPLOYEE_SORT_COLUMNS = [
  'id', 'full_name', 'post', 'email', 'city', 'start_date', 'salary', 'age', 'experience', 'status',
] as const;
export type EmployeeSortColumn = (typeof EMPLOYEE_SORT_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';

export interface EmployeeQuery {
  q?: string;
  sortColumn?: EmployeeSortColumn;
  sort?: SortDirection;
}

export interface EmployeePageQuery extends EmployeeQuery {
  page?: number;
  perPage?: number;
}

/** Whole years of experience: the seed text reads "2 Years" (legacy clients show it as is). */
export function experienceYears(row: Pick<EmployeeRecord, 'experience'>): number {
  return Number.parseInt(row.experience, 10);
}

/** The start day as ISO `YYYY-MM-DD` (the record keeps the legacy MM/DD/YYYY). */
export function startDateIso(row: Pick<EmployeeRecord, 'start_date'>): string {
  const [month, day, year] = row.start_date.split('/');
  return `${year}-${month}-${day}`;
}

/** The salary in dollars as a number (the record keeps the legacy text "$23896.35"). */
export function salaryAmount(row: Pick<EmployeeRecord, 'salary'>): number {
  return Number(row.salary.replace(/[^\d.]/g, ''));
}

/** Seed of the data-table demo (spec section 3, "Employee row"): exactly 100 rows. */
export type DatatableSeed = EmployeeRecord[];
