import fastifyJwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import type { TokenIssuer } from '../../auth/tokens.js';
import { LruCache } from '../../common/lru-cache.js';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    namespaces: 'access' | 'refresh';
    payload: { id: number; kind: 'access' | 'refresh' };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenIssuer;
  }
}

/**
 * @fastify/jwt twice, one namespace per token kind, each with its own secret and lifetime.
 * HS256 is the only algorithm signed and the only one the verifier accepts, so `alg: none` and
 * algorithm-confusion tokens fail; the `kind` claim is checked too, as a second line.
 */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const kinds = {
      access: { secret: config.accessSecret, ttl: config.accessTtlSeconds },
      refresh: { secret: config.refreshSecret, ttl: config.refreshTtlSeconds },
    } as const;
    for (const [namespace, { secret, ttl }] of Object.entries(kinds)) {
      await app.register(fastifyJwt, {
        secret,
        namespace,
        sign: { algorithm: 'HS256', expiresIn: ttl },
        // No fast-jwt cache: its key is a SHA-256 of the token on every call; access tokens are remembered below.
        verify: { algorithms: ['HS256'] },
      });
    }

    const verify = (kind: 'access' | 'refresh', token: string): { id: number; expiresAt: number } | null => {
      try {
        const payload = app.jwt[kind].verify<{ id?: unknown; kind?: unknown; exp?: unknown }>(token);
        if (payload.kind !== kind || !Number.isInteger(payload.id) || typeof payload.exp !== 'number') return null;
        return { id: payload.id as number, expiresAt: payload.exp * 1000 };
      } catch {
        return null;
      }
    };
    // Every API request carries an access token: one verified before is found by its own text (a signed token
    // names the same account until it expires), and refused once its `exp` has passed, as verification would.
    const verifiedAccess = new LruCache<{ id: number; expiresAt: number }>(1000);
    const verifyAccess = (token: string): number | null => {
      let verified = verifiedAccess.get(token);
      if (!verified) {
        const fresh = verify('access', token);
        if (!fresh) return null;
        verifiedAccess.set(token, (verified = fresh));
      }
      return Date.now() < verified.expiresAt ? verified.id : null;
    };

    app.decorate('tokens', {
      signAccess: (id) => app.jwt.access.sign({ id, kind: 'access' }),
      signRefresh: (id) => app.jwt.refresh.sign({ id, kind: 'refresh' }),
      verifyAccess,
      verifyRefresh: (token) => verify('refresh', token)?.id ?? null,
    } satisfies TokenIssuer);
  },
  { name: 'jwt' },
);
