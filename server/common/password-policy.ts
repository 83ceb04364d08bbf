/**
 * What a new password must be (registration, password change, an invitation's first password, an
 * account created with a password): one rule for both faces and both stores. Seeded demo passwords
 * predate it and keep working; only passwords chosen from now on are checked.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

export type PasswordProblem = 'too_short' | 'too_long' | 'same_as_login';

/** English messages for the API answers; the web client shows its own translation of each problem. */
export const PASSWORD_MESSAGES: Readonly<Record<PasswordProblem, string>> = {
  too_short: `password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  too_long: `password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  same_as_login: 'password must not be the same as the e-mail or username',
};

/** Length counts characters (code points), so a password of emoji is measured as people see it. */
export function passwordProblem(password: string, login: { email: string; username: string }): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (length > PASSWORD_MAX_LENGTH) return 'too_long';
  const folded = password.trim().toLowerCase();
  if (folded === login.email.trim().toLowerCase() || folded === login.username.trim().toLowerCase()) return 'same_as_login';
  return null;
}
