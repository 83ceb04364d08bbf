import { CombinedGraphQLErrors } from '@apollo/client';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '../../../../server/common/password-policy.js';

// The server's one password rule (pure, no Node API), checked in the form too: the same rule, never a copy.
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem };

/** The translation (common namespace) of each password problem: the rule's own, the password form's and the server's answers. */
export const PASSWORD_PROBLEM_KEYS = {
  too_short: 'common:password.tooShort',
  too_long: 'common:password.tooLong',
  same_as_login: 'common:password.sameAsLogin',
  same_as_current: 'common:password.sameAsCurrent',
  incorrect: 'common:password.incorrect',
} as const;

export type PasswordProblemKey = keyof typeof PASSWORD_PROBLEM_KEYS;

/** A field error the server named (`extensions.field` and `problem`), when the problem is one of the password's. */
export function passwordErrorOf(error: unknown): { field: string; problem: PasswordProblemKey } | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const extensions = error.errors[0]?.extensions;
  const problem = extensions?.problem;
  if (typeof extensions?.field !== 'string' || typeof problem !== 'string' || !(problem in PASSWORD_PROBLEM_KEYS)) return null;
  return { field: extensions.field, problem: problem as PasswordProblemKey };
}

/** Seconds to wait, when the server refused for too many failed attempts (TOO_MANY_REQUESTS). */
export function retryAfterOf(error: unknown): number | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const extensions = error.errors[0]?.extensions;
  return extensions?.code === 'TOO_MANY_REQUESTS' ? Number(extensions.retryAfter) || 60 : null;
}
