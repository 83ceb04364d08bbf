import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeEach, expect } from 'vitest';
import { DEMO, injectAs, useApp, type Role } from '../helper.js';
import { unwrap } from '../late-bound.js';

/**
 * Replays requests exactly as the legacy admin client puts them on the wire (axios 0.24, the JWT
 * service and the auth slice of the template the spec was drawn from). Written from their
 * documented behaviour; none of their code is used.
 */

/** axios 0.24 `encode`: encodeURIComponent, then a few characters put back as themselves. */
function encode(value: string): string {
  return encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+')
    .replace(/%5B/gi, '[')
    .replace(/%5D/gi, ']');
}

/**
 * axios 0.24's params serializer: null and undefined are dropped, arrays become `key[]=a&key[]=b`,
 * dates ISO text, objects JSON, everything else its string form (so '' stays as `key=`).
 */
export function axiosQuery(params: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    const [name, values] = Array.isArray(value) ? [`${key}[]`, value] : [key, [value]];
    for (const item of values) {
      const text = item instanceof Date ? item.toISOString() : typeof item === 'object' ? JSON.stringify(item) : String(item);
      parts.push(`${encode(name)}=${encode(text)}`);
    }
  }
  return parts.join('&');
}

export interface LegacyRequest {
  /** axios `params`: serialized into the URL. */
  params?: Record<string, unknown>;
  /** axios `data`: sent as JSON. Absent (as for every axios.delete of the client) means no body at all. */
  data?: unknown;
}

export interface LegacyClient {
  /** What the auth slice keeps in localStorage: both tokens through JSON.stringify. */
  stored: { accessToken: string; refreshToken: string; userData: Record<string, unknown> };
  call(method: 'GET' | 'POST' | 'DELETE', url: string, request?: LegacyRequest): Promise<LightMyRequestResponse>;
  get(url: string, params?: Record<string, unknown>): Promise<LightMyRequestResponse>;
  post(url: string, data: unknown): Promise<LightMyRequestResponse>;
  /** axios.delete(url, config): the client's config carries no `data`, so nothing but the URL is sent. */
  delete(url: string): Promise<LightMyRequestResponse>;
}

/** Signs in as the login page does and sends every later request as the JWT service does. */
export async function legacyClient(app: FastifyInstance, role: Role = 'admin'): Promise<LegacyClient> {
  const res = await app.inject({
    method: 'POST',
    url: '/jwt/login',
    headers: { 'content-type': 'application/json;charset=utf-8' },
    payload: JSON.stringify({ email: DEMO[role].email, password: DEMO[role].password }),
  });
  if (res.statusCode !== 200) throw new Error(`legacy login as ${role} failed: ${res.statusCode} ${res.body}`);
  const session = res.json() as { userData: Record<string, unknown>; accessToken: string; refreshToken: string };
  const stored = {
    accessToken: JSON.stringify(session.accessToken),
    refreshToken: JSON.stringify(session.refreshToken),
    userData: session.userData,
  };
  const call: LegacyClient['call'] = (method, url, { params, data } = {}) => {
    const query = params ? axiosQuery(params) : '';
    return app.inject({
      method,
      url: query ? `${url}?${query}` : url,
      headers: {
        accept: 'application/json, text/plain, */*',
        authorization: `Bearer ${stored.accessToken}`,
        ...(data !== undefined && { 'content-type': 'application/json;charset=utf-8' }),
      },
      ...(data !== undefined && { payload: JSON.stringify(data) }),
    });
  };
  return {
    stored,
    call,
    get: (url, params) => call('GET', url, { params }),
    post: (url, data) => call('POST', url, { data }),
    delete: (url) => call('DELETE', url),
  };
}

/** The 400 every refused body gets: the REST error shape, its message naming the field, and the request's id. */
export function expectBadRequest(res: LightMyRequestResponse, field: string | RegExp): void {
  expect(res.statusCode, res.body).toBe(400);
  const message = typeof field === 'string' ? expect.stringContaining(field) : expect.stringMatching(field);
  expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, requestId: res.headers['x-request-id'] });
}

export interface LegacyContext {
  readonly app: FastifyInstance;
  /** The legacy client, signed in as the admin. */
  readonly client: LegacyClient;
  /** Our own reads and checks, as the admin (tests/helper.ts). */
  readonly admin: ReturnType<typeof injectAs>;
}

/** One signed-in legacy client per app: a login hashes a password, and the app may serve many tests. */
const clients = new WeakMap<FastifyInstance, Promise<LegacyClient>>();

/**
 * The app of a file or describe block (tests/helper.ts `useApp`: shared while tests leave it as
 * seeded, rebuilt after one that wrote), with the legacy client signed in on it.
 */
export function useLegacyApp(): LegacyContext {
  const app = useApp();
  const admin = injectAs(app, 'admin');
  let client: LegacyClient | undefined;
  beforeEach(async () => {
    const instance = unwrap(app);
    let signedIn = clients.get(instance);
    if (!signedIn) clients.set(instance, (signedIn = legacyClient(instance)));
    client = await signedIn;
  });
  return {
    app,
    admin,
    get client() {
      if (!client) throw new Error('the legacy client is only available inside a test');
      return client;
    },
  };
}
