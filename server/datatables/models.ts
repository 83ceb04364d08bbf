import type { Versioned } from '../common/record-versions.js';

/** A row of the data-table demo (spec section 3, "Employee row"); names as legacy clients read them. */
export interface EmployeeRecord extends Versioned {
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

/** Seed of the data-table demo (spec section 3, "Employee row"): exactly 100 rows, never edited (version 1). */
export type DatatableSeed = Omit<EmployeeRecord, keyof Versioned>[];

/** The status codes a row takes (the labels are the client's). */
export const EMPLOYEE_STATUSES = [1, 2, 3, 4, 5] as const;

/** What an edit may change of a row (the rest is its history: start, salary, age, experience); undefined fields stay. */
export interface EmployeeChanges {
  full_name?: string;
  post?: string;
  email?: string;
  city?: string;
  status?: number;
}

/** A new row, in plain values (the record keeps the legacy texts made from them). */
export interface NewEmployee {
  full_name: string;
  post: string;
  email: string;
  city: string;
  /** YYYY-MM-DD */
  startedOn: string;
  /** US dollars. */
  salary: number;
  age: number;
  /** Whole years. */
  experienceYears: number;
  status: number;
}
