export const LOGIN_PATH = '/login';

/**
 * `/login?returnTo=/apps/email` — where the login page sends the user back to; `session=ended` makes it say
 * that the session was ended elsewhere.
 */
export function loginPathFor(returnTo: string, sessionEnded = false): string {
  const params = new URLSearchParams();
  if (returnTo && returnTo !== '/') params.set('returnTo', returnTo);
  if (sessionEnded) params.set('session', 'ended');
  const query = params.toString();
  return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
}

/** Only same-app paths are followed after login, never another origin. */
export function safeReturnTo(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
}
