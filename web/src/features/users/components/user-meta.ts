import type { IconName, Intent } from '@blueprintjs/core';
import type { SortDirection, UserBilling, UserPlan, UserRole, UserSortColumn, UserStatus } from '../../../__generated__/graphql.js';

/** The closed sets of schema/users.graphql, in the order the filters offer them. */
export const ROLES = ['admin', 'editor', 'operator', 'subscriber', 'HR'] as const satisfies readonly UserRole[];
export const PLANS = ['basic', 'team', 'company', 'enterprise'] as const satisfies readonly UserPlan[];
export const STATUSES = ['active', 'pending', 'inactive'] as const satisfies readonly UserStatus[];
export const BILLINGS = ['Auto_Debit', 'Manual_Credit_Card', 'Manual_Paypal', 'Manual_Cash'] as const satisfies readonly UserBilling[];
export const SORT_COLUMNS = ['fullName', 'email', 'role', 'currentPlan', 'billing', 'status'] as const satisfies readonly UserSortColumn[];
export const DIRECTIONS = ['asc', 'desc'] as const satisfies readonly SortDirection[];

/** The server filters and sorts on the stored billing text, so the cache update compares the same text. */
export const BILLING_TEXT: Record<UserBilling, string> = {
  Auto_Debit: 'Auto Debit',
  Manual_Credit_Card: 'Manual - Credit Card',
  Manual_Paypal: 'Manual - Paypal',
  Manual_Cash: 'Manual - Cash',
};

export const ROLE_ICON: Record<UserRole, IconName> = {
  admin: 'crown',
  editor: 'edit',
  operator: 'headset',
  subscriber: 'person',
  HR: 'people',
};

export const STATUS_INTENT: Record<UserStatus, Intent> = { active: 'success', pending: 'warning', inactive: 'none' };

export const BILLING_ICON: Record<UserBilling, IconName> = {
  Auto_Debit: 'automatic-updates',
  Manual_Credit_Card: 'credit-card',
  Manual_Paypal: 'globe-network',
  Manual_Cash: 'bank-account',
};
