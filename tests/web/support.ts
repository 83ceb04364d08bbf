import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import type { Session, TokenStore } from '../../web/src/lib/auth/session-types.js';
import { DEMO, type Role } from '../helper.js';

/** A real server on an ephemeral loopback port; `refreshCalls` counts refreshToken mutations it answered. */
export async function startServer(accessTtlSeconds = 600): Promise<{ app: FastifyInstance; url: string; refreshCalls: () => number }> {
  const app = await buildApp({ config: { accessTtlSeconds } });
  let refreshes = 0;
  app.addHook('preHandler', async (request) => {
    const body = request.body as { query?: unknown } | undefined;
    if (request.url.startsWith('/graphql') && typeof body?.query === 'string' && /\brefreshToken\s*\(/.test(body.query)) refreshes += 1;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}/graphql`, refreshCalls: () => refreshes };
}

/** The session as the app stores it after login, fetched over the real REST login. */
export async function loginSession(url: string, role: Role): Promise<Session> {
  const res = await fetch(url.replace('/graphql', '/jwt/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO[role]),
  });
  const body = (await res.json()) as Session & { userData: Session['userData'] & { id: number } };
  return { ...body, userData: { ...body.userData, id: String(body.userData.id) } };
}

/** The web client's TokenStore, in memory instead of local storage. */
export function memoryStore(session: Session | null): TokenStore & { cleared: number } {
  let current = session;
  return {
    cleared: 0,
    accessToken: () => current?.accessToken ?? null,
    refreshToken: () => current?.refreshToken ?? null,
    save(next) {
      current = next;
    },
    clear() {
      current = null;
      this.cleared += 1;
    },
  };
}
