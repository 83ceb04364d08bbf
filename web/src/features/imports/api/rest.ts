import { tokenRefresher } from '../../../lib/apollo/client';
import { sessionStore } from '../../../lib/auth/session-store';

/** An answer of the REST API that is not 2xx: its status and the server's message (it names the field). */
export class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A REST call as the signed-in person: the access token as a bearer credential; an expired one is refreshed once
 * through the shared refresher (as the Apollo link does) and the call sent again.
 */
export async function restFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const send = (token: string | null) => fetch(path, { ...init, headers: { ...(init.headers as Record<string, string>), ...(token && { authorization: `Bearer ${token}` }) } });
  const token = sessionStore.accessToken();
  let response = await send(token);
  if (response.status === 401 && token) response = await send(await tokenRefresher.refresh(token));
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new RestError(response.status, body?.message ?? response.statusText);
  }
  return response;
}
