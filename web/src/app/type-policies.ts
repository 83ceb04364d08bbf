import type { TypePolicies } from '@apollo/client';
import { emailTypePolicies } from '../features/email/api/type-policies.js';
import { todoTypePolicies } from '../features/todo/api/type-policies.js';

/** The navbar's bookmark list is replaced wholesale by reads and by the toggle's cache.modify. */
const shellTypePolicies: TypePolicies = { Query: { fields: { bookmarks: { merge: false } } } };

/** The cache rules of the shell and of each feature that has some: the app adds them to the one cache. */
export const typePolicies: readonly TypePolicies[] = [shellTypePolicies, todoTypePolicies, emailTypePolicies];
