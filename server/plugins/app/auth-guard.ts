import fp from 'fastify-plugin';
import { bearerCredential, unquoteToken } from '../../auth/credentials.js';
import { authorize, type Action, type Principal, type Subject } from '../../auth/abilities.js';
import { Principals } from '../../auth/principals.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the caller must be allowed to do; every non-public API route declares it. */
    ability?: readonly [Action, Subject];
    /** Open to anonymous callers (login, register, refresh, health, docs, web assets). */
    public?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    principalFromHeader(authorization: string | undefined): Promise<Principal | null>;
    /** The caller behind a bare access token (quoted or not): REST headers, GraphQL, WebSocket init. */
    principalFromToken(token: string): Promise<Principal | null>;
    /** The account id a valid access token names, without reading the account (who made a write, activity). */
    accountIdFromHeader(authorization: string | undefined): number | null;
  }
}

/** Path prefixes of the legacy REST surface (spec section 7); routes under them are protected. */
export const API_PREFIXES = [
  '/api/', '/apps/', '/jwt/', '/faq/', '/blog/', '/pricing/', '/profile/', '/account-setting/', '/card/',
] as const;

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * Bearer-token guard for every API route. It runs on `onRequest`, before the body is parsed or
 * validated, so an anonymous caller learns nothing from validation messages. A route under an API
 * prefix that declares neither `public` nor `ability` fails at start-up: nothing is open by accident.
 */
export default fp(
  async (app) => {
    const principals = new Principals(app.tokens, app.repositories.accounts, app.revisions);
    const principalFromToken = (token: string): Promise<Principal | null> => principals.of(unquoteToken(token));
    app.decorate('principalFromToken', principalFromToken);
    app.decorate('principalFromHeader', async (authorization: string | undefined): Promise<Principal | null> => {
      const token = bearerCredential(authorization);
      return token === null ? null : principalFromToken(token);
    });
    app.decorate('accountIdFromHeader', (authorization: string | undefined): number | null => {
      const token = bearerCredential(authorization);
      return token === null ? null : app.tokens.verifyAccess(unquoteToken(token));
    });
    app.decorateRequest('principal', null);

    app.addHook('onRoute', (route) => {
      if (!isApiPath(route.url)) return;
      const config = route.config as { ability?: unknown; public?: boolean } | undefined;
      if (!config?.public && !config?.ability) {
        throw new Error(`API route ${route.method} ${route.url} declares neither "ability" nor "public"`);
      }
    });

    // Callback style: public routes (this hook runs on every request) and known callers pass without a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const { ability, public: isPublic } = request.routeOptions.config;
      if (isPublic || !ability) return done();
      const admit = (principal: Principal | null) => {
        request.principal = principal;
        try {
          authorize(principal, ability[0], ability[1]);
        } catch (error) {
          return done(error as Error);
        }
        done();
      };
      const token = bearerCredential(request.headers.authorization);
      if (token === null) return admit(null);
      const known = principals.known(unquoteToken(token));
      if (known !== undefined) return admit(known);
      principals.of(unquoteToken(token)).then(admit, (error: Error) => done(error));
    });
  },
  { name: 'auth-guard', dependencies: ['jwt', 'repositories'] },
);
