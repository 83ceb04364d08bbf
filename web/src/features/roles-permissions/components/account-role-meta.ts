import type { AccountRole } from '../../../__generated__/graphql';

/** Every account role (schema/auth.graphql): the two of spec section 6, then the permission roles. */
export const ACCOUNT_ROLES = ['admin', 'client', 'administrator', 'manager', 'user', 'support', 'restricted_user'] as const satisfies readonly AccountRole[];

/** `?status=`: the accounts list's activity filter. */
export const ACCOUNT_STATUSES = ['active', 'inactive'] as const;

/** What the server refuses, known ahead so the control can say why it is off (the server decides all the same). */
export function lockReason(account: { id: string; role: AccountRole; active: boolean }, ownId: string | undefined, activeAdmins: number | undefined): 'self' | 'lastAdmin' | null {
  if (account.id === ownId) return 'self';
  if (account.role === 'admin' && account.active && activeAdmins === 1) return 'lastAdmin';
  return null;
}
