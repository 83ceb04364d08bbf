/**
 * "Your session was ended elsewhere", carried to the login page across the redirect (whichever of the route
 * guard and the expiry listener navigates last): one flag in this tab's session storage, read once.
 */
const KEY = 'sessionEndedElsewhere';

export function noteSessionEnded(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage refused (private mode): the login page simply says nothing.
  }
}

/** True once after noteSessionEnded: the login page's notice. */
export function takeSessionEndedNotice(): boolean {
  try {
    const noted = sessionStorage.getItem(KEY) === '1';
    sessionStorage.removeItem(KEY);
    return noted;
  } catch {
    return false;
  }
}
