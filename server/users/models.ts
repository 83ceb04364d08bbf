/**
 * Listed users (spec section 3, "Listed user"). The closed value sets live here once and feed the
 * seed, the REST schemas, the repository and the GraphQL enum mapping.
 */
export const USER_ROLES = ['editor', 'operator', 'subscriber', 'admin', 'HR'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_PLANS = ['basic', 'team', 'company', 'enterprise'] as const;
export type UserPlan = (typeof USER_PLANS)[number];

export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_BILLINGS = ['Auto Debit', 'Manual - Credit Card', 'Manual - Paypal', 'Manual - Cash'] as const;
export type UserBilling = (typeof USER_BILLINGS)[number];

/** Columns the list can be sorted by: every listed field except the avatar picture. */
export const USER_SORT_COLUMNS = [
  'id', 'fullName', 'billing', 'company', 'role', 'username', 'country', 'contact', 'email', 'currentPlan', 'status',
] as const;
export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number];

export interface UserRecord {
  id: number;
  fullName: string;
  company: string;
  role: UserRole;
  username: string;
  country: string;
  contact: string;
  email: string;
  currentPlan: UserPlan;
  status: UserStatus;
  billing: UserBilling;
  /** null: the client shows the user's initials instead. */
  avatar: string | null;
}

/** A list request; absent filters match everything. */
export interface UserQuery {
  q?: string;
  role?: UserRole;
  currentPlan?: UserPlan;
  status?: UserStatus;
  sort?: 'asc' | 'desc';
  sortColumn?: UserSortColumn;
  page?: number;
  perPage?: number;
}

export interface UserPage {
  users: UserRecord[];
  total: number;
  /** Whether `total` is an estimate (server/db/queries.ts `countMatches`: searches matching over 1,000 rows on PostgreSQL). */
  totalEstimated: boolean;
}

/**
 * What a change of a listed user may set: role, plan and status (a bulk change of the list), and the contact
 * fields a CSV import updates. E-mail and username, the user's keys, are set only when it is added.
 */
export interface UserChanges {
  role?: UserRole;
  currentPlan?: UserPlan;
  status?: UserStatus;
  fullName?: string;
  company?: string;
  country?: string;
  contact?: string;
  billing?: UserBilling;
}

/** What an administrator submits when adding a user; omitted optional fields get defaults. */
export interface NewUser {
  fullName: string;
  username: string;
  email: string;
  role: UserRole;
  currentPlan: UserPlan;
  company?: string;
  country?: string;
  contact?: string;
  billing?: UserBilling;
  status?: UserStatus;
  avatar?: string | null;
}

/** Field limits, enforced by the repository for every face and mirrored in the REST schema. */
export const USER_LIMITS = {
  fullName: 100,
  username: 64,
  email: 254,
  company: 100,
  country: 60,
  contact: 40,
  avatar: 500,
  q: 200,
} as const;

/** Seed of the users domain: the listed users of /apps/user/list (spec section 3). */
export type UserSeed = UserRecord[];
