import type { Grant } from '../access/abilities.js';
import type { PermissionRole } from '../access/roles.js';
import type { Versioned } from '../common/record-versions.js';

/** A permission as the seed describes it. */
export interface PermissionFields {
  id: number;
  name: string;
  /** The roles holding it, in PERMISSION_ROLES order. */
  assignedTo: PermissionRole[];
  /** What it lets every account of those roles do, in the catalogue's order (compareGrants). */
  grants: Grant[];
  /** Display text, see formatCreatedDate. */
  createdDate: string;
}

/** A stored permission: its fields and who changed it last (GraphQL updates carry the version they read). */
export type PermissionRecord = PermissionFields & Versioned;

/** A new permission: assigned to the administrator alone unless said otherwise (spec section 4), granting nothing unless said. */
export interface NewPermission {
  name: string;
  assignedTo?: readonly PermissionRole[];
  grants?: readonly Grant[];
}

/** An update: each field given replaces the stored one; a field left out stays. */
export interface PermissionChanges {
  name?: string;
  assignedTo?: readonly PermissionRole[];
  grants?: readonly Grant[];
}

export interface PermissionQuery {
  q?: string;
  assignedTo?: PermissionRole;
  page?: number;
  perPage?: number;
}

export interface PermissionPage {
  permissions: PermissionRecord[];
  total: number;
}

export const PERMISSION_LIMITS = { name: 100, q: 200 } as const;

const MONTHS = ['янв', 'фев', 'мар', 'апр', 'мая', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'] as const;
// The product's audience works on Moscow time, which has had no daylight saving since 2014.
const MOSCOW_OFFSET_MS = 3 * 3_600_000;

/**
 * createdDate is display text, day-month-year with time (spec section 3), in one format for seed
 * and new records: "DD <short Russian month> YYYY, HH:MM", 24-hour Moscow time, e.g.
 * "14 апр 2026, 20:43". Text rather than a timestamp because the search matches it (section 7).
 */
export function formatCreatedDate(date: Date): string {
  const moscow = new Date(date.getTime() + MOSCOW_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(moscow.getUTCDate())} ${MONTHS[moscow.getUTCMonth()]} ${moscow.getUTCFullYear()}, ${two(moscow.getUTCHours())}:${two(moscow.getUTCMinutes())}`;
}

/** Seed of the permissions domain (spec section 3): newest first, as the list shows them. */
export type PermissionSeed = PermissionFields[];
