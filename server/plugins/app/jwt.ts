import fastifyJwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import type { AccessClaims, RefreshClaims, TokenIssuer } from '../../access/tokens.js';
import { LruCache } from '../../common/lru-cache.js';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    namespaces: 'access' | 'refresh';
    /** `sid`: the server-side session; `jti`: which of its refresh tokens (refresh tokens only). */
    payload: { id: number; kind: 'access' | 'refresh'; sid: string; jti?: string };
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

    type Verified = { claims: RefreshClaims; expiresAt: number };
    const text = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 64;
    const verify = (kind: 'access' | 'refresh', token: string): Verified | null => {
      try {
        const payload = app.jwt[kind].verify<{ id?: unknown; kind?: unknown; exp?: unknown; sid?: unknown; jti?: unknown }>(token);
        if (payload.kind !== kind || !Number.isInteger(payload.id) || typeof payload.exp !== 'number' || !text(payload.sid)) return null;
        if (kind === 'refresh' && !text(payload.jti)) return null;
        const claims = { accountId: payload.id as number, sessionId: payload.sid, refreshId: kind === 'refresh' ? (payload.jti as string) : '' };
        return { claims, expiresAt: payload.exp * 1000 };
      } catch {
        return null;
      }
    };
    // Every API request carries an access token: one verified before is found by its own text (a signed token
    // names the same account and session until it expires), and refused once its `exp` has passed, as
    // verification would. Whether its session still lives is asked by the caller (server/auth/principals.ts).
    const verifiedAccess = new LruCache<{ claims: AccessClaims; expiresAt: number }>(1000);
    const verifyAccess = (token: string): AccessClaims | null => {
      let verified = verifiedAccess.get(token);
      if (!verified) {
        const fresh = verify('access', token);
        if (!fresh) return null;
        const { accountId, sessionId } = fresh.claims;
        verifiedAccess.set(token, (verified = { claims: { accountId, sessionId }, expiresAt: fresh.expiresAt }));
      }
      return Date.now() < verified.expiresAt ? verified.claims : null;
    };

    app.decorate('tokens', {
      signAccess: ({ accountId, sessionId }) => app.jwt.access.sign({ id: accountId, kind: 'access', sid: sessionId }),
      signRefresh: ({ accountId, sessionId, refreshId }) => app.jwt.refresh.sign({ id: accountId, kind: 'refresh', sid: sessionId, jti: refreshId }),
      verifyAccess,
      verifyRefresh: (token) => verify('refresh', token)?.claims ?? null,
    } satisfies TokenIssuer);
  },
  { name: 'jwt' },
);
