import fastifyJwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import type { TokenIssuer } from '../../auth/tokens.js';

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
        // fast-jwt's verified-token cache: a token seen before skips the HMAC and claim checks,
        // bounded by its own `exp`, so an expired token is refused even when cached.
        verify: { algorithms: ['HS256'], cache: 1000 },
      });
    }

    const verify = (kind: 'access' | 'refresh', token: string): number | null => {
      try {
        const payload = app.jwt[kind].verify<{ id?: unknown; kind?: unknown }>(token);
        return payload.kind === kind && Number.isInteger(payload.id) ? (payload.id as number) : null;
      } catch {
        return null;
      }
    };

    app.decorate('tokens', {
      signAccess: (id) => app.jwt.access.sign({ id, kind: 'access' }),
      signRefresh: (id) => app.jwt.refresh.sign({ id, kind: 'refresh' }),
      verifyAccess: (token) => verify('access', token),
      verifyRefresh: (token) => verify('refresh', token),
    } satisfies TokenIssuer);
  },
  { name: 'jwt' },
);
