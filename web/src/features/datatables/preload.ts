import type { RouteTarget } from '../../lib/routing/types';
import { preloadQuery } from '../../lib/apollo/preload';
import { readUrlState } from '../../lib/url-state';
import { EmployeesQuery } from './api/employees-query';
import { EMPLOYEE_TABLE, employeesVariables } from './employee-table-state';

/** The route's data, started with the navigation (its own chunk, loaded beside the page's). */
export function preloadEmployees({ searchParams }: RouteTarget): void {
  preloadQuery(EmployeesQuery, employeesVariables(readUrlState(EMPLOYEE_TABLE, searchParams)));
}
